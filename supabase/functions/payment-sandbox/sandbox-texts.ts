// The sandbox pages' texts in English and Arabic. The sandbox is a developer tool served by the
// backend, not part of learner-web, so its texts live here rather than in the Lingui catalogues.
import type { TestCardBehaviour } from './test-cards.ts'

/** The languages of the sandbox pages. */
export type SandboxLanguage = 'en' | 'ar'

/** Every text of the sandbox pages. */
export interface SandboxTexts {
  title: string
  banner: string
  plan: string
  amount: string
  cardNumber: string
  expiry: string
  cvc: string
  pay: string
  testCards: string
  cardBehaviour: Record<TestCardBehaviour, string>
  unknownCard: string
  threeDsTitle: string
  threeDsExplanation: string
  confirm: string
  cancel: string
  notFound: string
  notPayable: string
  expired: string
  callbackFailed: string
  backToApp: string
}

const EN: SandboxTexts = {
  title: 'Sandbox payment',
  banner: 'Sandbox payment — no real money. This page only simulates a card payment.',
  plan: 'Plan',
  amount: 'Amount',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'Security code (CVC)',
  pay: 'Pay',
  testCards: 'Test cards',
  cardBehaviour: {
    succeeds: 'payment succeeds',
    declined: 'card is declined',
    three_d_secure: 'asks for a 3-D Secure step, then succeeds',
  },
  unknownCard: 'Use one of the test cards listed below.',
  threeDsTitle: '3-D Secure check',
  threeDsExplanation: 'Your bank asks you to confirm this payment (simulated).',
  confirm: 'Confirm',
  cancel: 'Cancel',
  notFound: 'This payment was not found.',
  notPayable: 'This payment can no longer be paid.',
  expired: 'This checkout has expired. Start again from the pricing page.',
  callbackFailed: 'The payment result could not be delivered. Try again.',
  backToApp: 'Back to Splendid',
}

const AR: SandboxTexts = {
  title: 'دفع تجريبي',
  banner: 'دفع تجريبي — بدون أموال حقيقية. هذه الصفحة تحاكي الدفع بالبطاقة فقط.',
  plan: 'الخطة',
  amount: 'المبلغ',
  cardNumber: 'رقم البطاقة',
  expiry: 'تاريخ الانتهاء (شهر/سنة)',
  cvc: 'رمز الأمان (CVC)',
  pay: 'ادفع',
  testCards: 'بطاقات تجريبية',
  cardBehaviour: {
    succeeds: 'ينجح الدفع',
    declined: 'تُرفض البطاقة',
    three_d_secure: 'تطلب خطوة تحقق 3-D Secure ثم ينجح الدفع',
  },
  unknownCard: 'استخدم إحدى البطاقات التجريبية المذكورة أدناه.',
  threeDsTitle: 'تحقق 3-D Secure',
  threeDsExplanation: 'يطلب منك البنك تأكيد هذا الدفع (محاكاة).',
  confirm: 'تأكيد',
  cancel: 'إلغاء',
  notFound: 'لم يتم العثور على هذا الدفع.',
  notPayable: 'لم يعد من الممكن دفع هذا المبلغ.',
  expired: 'انتهت صلاحية عملية الدفع. ابدأ من جديد من صفحة الأسعار.',
  callbackFailed: 'تعذر إرسال نتيجة الدفع. حاول مرة أخرى.',
  backToApp: 'العودة إلى Splendid',
}

/** The texts of `language`. */
export function sandboxTexts(language: SandboxLanguage): SandboxTexts {
  return language === 'ar' ? AR : EN
}

/** `ar` when asked for, else `en`. */
export function sandboxLanguage(value: string | null | undefined): SandboxLanguage {
  return value === 'ar' ? 'ar' : 'en'
}
