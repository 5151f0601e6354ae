// The sandbox's HTML pages: the card form, the 3-D Secure step and a message page. Plain,
// accessible HTML (labels, one h1, alerts announced) in the page's language and direction.
import { type SandboxLanguage, type SandboxTexts, sandboxTexts } from './sandbox-texts.ts'
import { groupedCardNumber, TEST_CARDS } from './test-cards.ts'

/** What the pages show of a payment. */
export interface SandboxPayment {
  id: string
  planName: string
  amountPiastres: number
  currency: string
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

function formatAmount(payment: SandboxPayment, language: SandboxLanguage): string {
  return new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-EG', {
    style: 'currency',
    currency: payment.currency,
  }).format(payment.amountPiastres / 100)
}

function layout(language: SandboxLanguage, heading: string, body: string): string {
  const t = sandboxTexts(language)
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)} — ${escapeHtml(t.title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
.banner { background: #fef3c7; border: 2px solid #b45309; padding: 0.75rem; font-weight: 600; }
label { display: block; margin-block-start: 1rem; font-weight: 600; }
input { font-size: 1rem; padding: 0.5rem; inline-size: 100%; box-sizing: border-box; }
button { font-size: 1rem; padding: 0.6rem 1.2rem; margin-block-start: 1rem; margin-inline-end: 0.5rem; }
[role="alert"] { color: #b91c1c; font-weight: 600; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
</style>
</head>
<body>
<p class="banner" role="note">${escapeHtml(t.banner)}</p>
<main>
<h1>${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>`
}

function summary(payment: SandboxPayment, language: SandboxLanguage, t: SandboxTexts): string {
  return `<dl>
<dt>${escapeHtml(t.plan)}</dt><dd>${escapeHtml(payment.planName)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(formatAmount(payment, language))}</dd>
</dl>`
}

function hiddenFields(payment: SandboxPayment, language: SandboxLanguage, step: string): string {
  return `<input type="hidden" name="payment" value="${escapeHtml(payment.id)}">
<input type="hidden" name="lang" value="${language}">
<input type="hidden" name="step" value="${step}">`
}

/** The card form, with the test cards listed and an optional error announced. */
export function checkoutPage(
  payment: SandboxPayment,
  language: SandboxLanguage,
  error?: string,
): string {
  const t = sandboxTexts(language)
  const alert =
    error === undefined ? '' : `<p role="alert" id="card-error">${escapeHtml(error)}</p>`
  const described = error === undefined ? 'test-cards' : 'card-error test-cards'
  const cards = TEST_CARDS.map(
    (card) =>
      `<li><span dir="ltr">${groupedCardNumber(card.number)}</span> — ${escapeHtml(t.cardBehaviour[card.behaviour])}</li>`,
  ).join('\n')
  return layout(
    language,
    t.title,
    `${summary(payment, language, t)}
<form method="post">
${hiddenFields(payment, language, 'card')}
${alert}
<label for="card">${escapeHtml(t.cardNumber)}</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" dir="ltr" required aria-describedby="${described}"${error === undefined ? '' : ' aria-invalid="true"'}>
<label for="expiry">${escapeHtml(t.expiry)}</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" dir="ltr" value="12/34">
<label for="cvc">${escapeHtml(t.cvc)}</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" dir="ltr" value="123">
<button type="submit">${escapeHtml(t.pay)} ${escapeHtml(formatAmount(payment, language))}</button>
</form>
<h2 id="test-cards">${escapeHtml(t.testCards)}</h2>
<ul>
${cards}
</ul>`,
  )
}

/** The simulated 3-D Secure step: Confirm pays, Cancel fails the payment. */
export function threeDSecurePage(
  payment: SandboxPayment,
  language: SandboxLanguage,
  card: string,
): string {
  const t = sandboxTexts(language)
  return layout(
    language,
    t.threeDsTitle,
    `<p>${escapeHtml(t.threeDsExplanation)}</p>
${summary(payment, language, t)}
<form method="post">
${hiddenFields(payment, language, '3ds')}
<input type="hidden" name="card" value="${escapeHtml(card)}">
<button type="submit" name="decision" value="confirm">${escapeHtml(t.confirm)}</button>
<button type="submit" name="decision" value="cancel">${escapeHtml(t.cancel)}</button>
</form>`,
  )
}

/** A page that only says something (not found, not payable, failed) with a way back. */
export function messagePage(language: SandboxLanguage, message: string, backUrl?: string): string {
  const t = sandboxTexts(language)
  const back =
    backUrl === undefined
      ? ''
      : `<p><a href="${escapeHtml(backUrl)}">${escapeHtml(t.backToApp)}</a></p>`
  return layout(language, t.title, `<p role="alert">${escapeHtml(message)}</p>\n${back}`)
}
