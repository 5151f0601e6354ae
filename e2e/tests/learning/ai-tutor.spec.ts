import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, formatNumber, inLanguage, test, tr } from '../../support/learner-test'
import { BACKEND_URL } from '../../support/ports'
import { apiKey, createConfirmedStudent, okResponse, updateProfileAsService } from './backend-admin'
import { seededLessonId } from './course-content'
import { logIn } from './log-in'

const SERVICE = apiKey('service_role')

/**
 * Records `count` answered questions for `userId` today, as the tutor function does after an
 * answer (`record_tutor_answer`, service role only). Asking through the function itself would
 * meet its 6-questions-a-minute rate limit before the tenth question.
 */
async function useQuestionsAsService(userId: string, count: number): Promise<void> {
  const conversation = randomUUID()
  for (let n = 1; n <= count; n += 1) {
    await okResponse(
      await fetch(`${BACKEND_URL}/rest/v1/rpc/record_tutor_answer`, {
        method: 'POST',
        headers: {
          apikey: SERVICE,
          authorization: `Bearer ${SERVICE}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          learner: userId,
          conversation,
          question: `Earlier question ${n}`,
          answer: `Earlier answer ${n}`,
        }),
      }),
      'record_tutor_answer',
    )
  }
}

// Every project runs the first test: 1280 and 390 px, in English and in Arabic.
test.describe('the AI tutor (issue 22, offline course search)', () => {
  test('a learner asks from a lesson and gets a course-search answer citing the lesson', async ({
    page,
  }) => {
    const user = await createConfirmedStudent('Omar Said')
    await updateProfileAsService(user.id, { onboarding_completed: true })
    const lesson = await seededLessonId('business-english', 'meetings')
    await logIn(page, user, `/course/business-english?lesson=${lesson}`)
    await expect(page).toHaveURL(/\/course\/business-english/)
    // The lesson's transcript is listed once its captions file arrives, and pushes the tutor's
    // button down (at 390 px it is above it): a click in that moment tapped the empty space
    // where the button had been.
    await expect(
      page.getByRole('region', { name: tr('Transcript') }).getByRole('listitem'),
    ).toHaveCount(3)

    await page.getByRole('button', { name: tr('Ask the AI tutor') }).click()
    const panel = page.getByRole('region', { name: tr('AI Tutor panel') })
    await expect(
      panel.getByText(
        tr('{left} of {limit} questions left today', {
          left: formatNumber(10),
          limit: formatNumber(10),
        }),
      ),
    ).toBeVisible()
    const question = inLanguage({
      en: 'What does “let’s wrap up” mean in a meeting?',
      ar: 'ما معنى اسئلة في الاجتماع؟',
    })
    const box = panel.getByLabel(tr('Your question'))
    await expect(box).toBeFocused()
    await box.fill(question)
    await box.press('Enter')

    await expect(
      panel.getByText(tr("Course search — answers built from your course's lessons")),
    ).toBeVisible()
    await expect(
      panel.getByText(
        inLanguage({ en: 'Here is what your lessons say', ar: 'هذا ما تقوله دروسك' }),
      ),
    ).toBeVisible()
    const citation = panel.getByRole('link', {
      name: new RegExp(inLanguage({ en: 'Opening a meeting', ar: 'افتتاح الاجتماع' })),
    })
    await expect(citation.first()).toHaveAttribute(
      'href',
      new RegExp(`/course/business-english\\?lesson=${lesson}&t=\\d+$`),
    )
    await expect(
      panel.getByText(
        tr('{left} of {limit} questions left today', {
          left: formatNumber(9),
          limit: formatNumber(10),
        }),
      ),
    ).toBeVisible()
    await expect(box).toHaveValue('')

    // The same conversation continues on the full page.
    await panel.getByRole('link', { name: tr('Open this conversation in the AI Tutor') }).click()
    await expect(page).toHaveURL(/\/ai-tutor\?conversation=[0-9a-f-]{36}$/)
    await expect(
      page.getByRole('list', { name: tr('Conversation') }).getByText(question),
    ).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: tr('Conversations') }).getByText(question),
    ).toBeVisible()
    const axe = await new AxeBuilder({ page }).analyze()
    expect(
      axe.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      ),
    ).toEqual([])
    await page
      .getByRole('link', {
        name: new RegExp(inLanguage({ en: 'Opening a meeting', ar: 'افتتاح الاجتماع' })),
      })
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`/course/business-english\\?lesson=${lesson}&t=\\d+$`))
  })

  test('a free learner who used the 10 questions of the day is refused the 11th and shown the subscription dialog @paired', async ({
    page,
  }) => {
    const user = await createConfirmedStudent('Mona Kamal')
    await updateProfileAsService(user.id, { onboarding_completed: true })
    await useQuestionsAsService(user.id, 10)
    await logIn(page, user, '/ai-tutor')
    await expect(page).toHaveURL(/\/ai-tutor$/)
    await expect(
      page.getByText(
        tr('{left} of {limit} questions left today', {
          left: formatNumber(0),
          limit: formatNumber(10),
        }),
      ),
    ).toBeVisible()

    const question = inLanguage({ en: 'How do I greet someone?', ar: 'كيف أحيي شخصًا؟' })
    const box = page.getByLabel(tr('Your question'))
    await box.fill(question)
    await page.getByRole('button', { name: tr('Ask the tutor') }).click()

    const alert = page.getByRole('alert')
    await expect(alert).toContainText(
      tr(
        'You have used all your free questions for today. Upgrade to Premium for unlimited AI Tutor access, or come back tomorrow.',
      ),
    )
    const dialog = page.getByRole('dialog', {
      name: tr('Today’s Free AI Tutor Questions Are Used Up'),
    })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(
      tr(
        'You have asked all the AI Tutor questions of the free plan for today. Upgrade now for unlimited AI Tutor access, or come back tomorrow.',
      ),
    )
    await expect(dialog).toContainText(tr('Unlimited AI Tutor access'))
    await expect(dialog.getByRole('button', { name: tr('Upgrade Now') })).toBeFocused()
    await dialog.getByRole('button', { name: tr('Remind Me Later') }).click()
    await expect(dialog).toBeHidden()
    // Nothing the learner typed is lost, and the clear message stays with its way to Premium.
    await expect(box).toHaveValue(question)
    await alert.getByRole('link', { name: tr('See Premium plans') }).click()
    await expect(page).toHaveURL(/\/pricing$/)
  })

  test('a premium learner who asked 10 questions today still gets an answer @paired', async ({
    page,
  }) => {
    const user = await createConfirmedStudent('Hany Premium')
    await updateProfileAsService(user.id, {
      onboarding_completed: true,
      active_subscription: 'premium',
      subscription_expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    })
    await useQuestionsAsService(user.id, 10)
    await logIn(page, user, '/ai-tutor')
    await expect(page).toHaveURL(/\/ai-tutor$/)
    await expect(page.getByText(tr('Unlimited with Premium'))).toBeVisible()

    const question = inLanguage({ en: 'How do I open a meeting?', ar: 'كيف أفتتح اجتماعًا؟' })
    await page.getByLabel(tr('Your question')).fill(question)
    await page.getByRole('button', { name: tr('Ask the tutor') }).click()
    await expect(
      page.getByText(tr("Course search — answers built from your course's lessons")),
    ).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByText(tr('Unlimited with Premium'))).toBeVisible()
  })
})
