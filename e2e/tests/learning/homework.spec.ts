import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, formatNumber, inLanguage, test, tr, trPattern } from '../../support/learner-test'
import { BACKEND_URL } from '../../support/ports'
import {
  apiKey,
  createConfirmedStudent,
  enrolAsUser,
  okResponse,
  type TestUser,
  updateProfileAsService,
} from './backend-admin'
import { logIn } from './log-in'
import { seeded } from './seed-texts'

// Every project runs every test: 1280 and 390 px, in English and in Arabic.

const SERVICE = apiKey('service_role')

/** Grades a submission with the service key (as a tutor's tool would). */
async function gradeAsService(
  userId: string,
  assignmentTitle: string,
  score: number,
  feedback: string,
) {
  const headers = {
    apikey: SERVICE,
    authorization: `Bearer ${SERVICE}`,
    'content-type': 'application/json',
  }
  const found = await okResponse(
    await fetch(
      `${BACKEND_URL}/rest/v1/homework_assignments?title_en=eq.${encodeURIComponent(assignmentTitle)}&select=id`,
      { headers },
    ),
    'assignment read',
  )
  const [assignment] = (await found.json()) as { id: string }[]
  if (!assignment) throw new Error(`no assignment ${assignmentTitle}`)
  await okResponse(
    await fetch(
      `${BACKEND_URL}/rest/v1/homework_submissions?assignment_id=eq.${assignment.id}&user_id=eq.${userId}`,
      {
        method: 'PATCH',
        headers: { ...headers, prefer: 'return=minimal' },
        body: JSON.stringify({
          status: 'graded',
          score,
          feedback,
          graded_at: new Date().toISOString(),
        }),
      },
    ),
    'grading',
  )
}

/** A learner enrolled in `slug`; premium courses (business-english) need a running subscription. */
async function signedInLearner(page: Page, slug: string, premium = false): Promise<TestUser> {
  const user = await createConfirmedStudent()
  await updateProfileAsService(user.id, {
    onboarding_completed: true,
    ...(premium
      ? {
          active_subscription: 'premium',
          subscription_expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        }
      : {}),
  })
  await enrolAsUser(user, slug)
  await logIn(page, user)
  await expect(page).toHaveURL(/\/dashboard$/)
  return user
}

async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

test.describe('homework', () => {
  test('a learner with no course is sent to the catalogue', { tag: '@paired' }, async ({
    page,
  }) => {
    const user = await createConfirmedStudent()
    await updateProfileAsService(user.id, { onboarding_completed: true })
    await logIn(page, user)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/homework')
    await expect(page.getByRole('heading', { name: tr('No homework yet') })).toBeVisible()
    await page.getByRole('link', { name: tr('Find a course') }).click()
    await expect(page).toHaveURL(/\/catalog$/)
  })

  test('hands in an answer, replaces it, and sees the grade', async ({ page }) => {
    const user = await signedInLearner(page, 'english-for-beginners')
    await page.goto('/homework')
    await expect(page.getByRole('heading', { level: 1, name: tr('Homework') })).toBeVisible()

    const todo = page.getByRole('region', { name: trPattern('To do', {}, 'start') })
    const card = todo.getByRole('article', { name: seeded('Introduce yourself') })
    await expect(card.getByText(seeded('English for Beginners'))).toBeVisible()
    await expect(card.getByText(trPattern('Due {due}', { due: /.+/ }, 'whole'))).toBeVisible()
    await card.getByRole('button', { name: tr('Write answer') }).click()
    const answer = card.getByLabel(tr('Your answer'))
    await expect(answer).toBeFocused()
    await card.getByRole('button', { name: tr('Submit answer') }).click()
    await expect(card.getByText(tr('Write your answer before you submit it.'))).toBeVisible()
    await expectNoSideways(page)

    await answer.fill('My name is Nour. I live in Mansoura with my family.')
    await card.getByRole('button', { name: tr('Submit answer') }).click()
    await expect(
      page.getByRole('status').filter({
        hasText: tr('Your answer to “{submittedTitle}” was submitted.', {
          submittedTitle: seeded('Introduce yourself'),
        }),
      }),
    ).toBeVisible()
    const submitted = page.getByRole('region', { name: trPattern('Submitted', {}, 'start') })
    const sent = submitted.getByRole('article', { name: seeded('Introduce yourself') })
    await expect(
      sent.getByText('My name is Nour. I live in Mansoura with my family.'),
    ).toBeVisible()
    await expect(todo.getByRole('article', { name: seeded('Introduce yourself') })).toHaveCount(0)

    await sent.getByRole('button', { name: tr('Edit answer') }).click()
    await expect(sent.getByLabel(tr('Your answer'))).toHaveValue(
      'My name is Nour. I live in Mansoura with my family.',
    )
    await sent
      .getByLabel(tr('Your answer'))
      .fill('My name is Nour. I live in Mansoura. I love football.')
    await sent.getByRole('button', { name: tr('Submit answer') }).click()
    await expect(
      sent.getByText('My name is Nour. I live in Mansoura. I love football.'),
    ).toBeVisible()

    await gradeAsService(
      user.id,
      'Introduce yourself',
      8,
      'Good work. Add one sentence about your city.',
    )
    await page.reload()
    const graded = page
      .getByRole('region', { name: trPattern('Graded', {}, 'start') })
      .getByRole('article', { name: seeded('Introduce yourself') })
    await expect(
      graded.getByText(
        tr('Score: {score} / {maxScore}', { score: formatNumber(8), maxScore: formatNumber(10) }),
      ),
    ).toBeVisible()
    await expect(graded.getByText('Good work. Add one sentence about your city.')).toBeVisible()
    await expect(graded.getByRole('button')).toHaveCount(0)
    await expectNoSideways(page)
  })

  test('the filled homework page has no serious or critical axe violations', async ({ page }) => {
    await signedInLearner(page, 'business-english', true)
    await page.goto('/homework')
    const card = page.getByRole('article', { name: seeded('Reply to a client e-mail') })
    await card.getByRole('button', { name: tr('Write answer') }).click()
    await card.getByRole('button', { name: tr('Submit answer') }).click()
    await expect(card.getByText(tr('Write your answer before you submit it.'))).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        targets: violation.nodes.map((node) => node.target),
      }))
    expect(serious).toEqual([])
  })

  test('hands in an answer on a card laid out from the inline start of the language', async ({
    page,
  }) => {
    await signedInLearner(page, 'conversational-english')
    await page.goto('/homework')
    const direction = inLanguage({ en: 'ltr', ar: 'rtl' } as const)
    await expect(page.locator('html')).toHaveAttribute('dir', direction)
    await expect(page.getByRole('heading', { level: 1, name: tr('Homework') })).toBeVisible()

    const todo = page.getByRole('region', { name: trPattern('To do', {}, 'start') })
    const card = todo.getByRole('article', { name: seeded('Giving directions') })
    await expect(card.getByText(seeded('Conversational English'))).toBeVisible()
    await card.getByRole('button', { name: tr('Write answer') }).click()
    await card.getByRole('button', { name: tr('Submit answer') }).click()
    await expect(card.getByText(tr('Write your answer before you submit it.'))).toBeVisible()

    // Text starts at the inline start: the left edge in English, the right edge in Arabic.
    const box = await card.boundingBox()
    const heading = await card
      .getByRole('heading', { name: seeded('Giving directions') })
      .boundingBox()
    if (!box || !heading) throw new Error('the card and its heading are laid out')
    const inset =
      direction === 'rtl' ? box.x + box.width - (heading.x + heading.width) : heading.x - box.x
    expect(inset).toBeLessThan(40)

    await card
      .getByLabel(tr('Your answer'))
      .fill('Go straight along Tahrir Street, then turn left. The museum is next to the square.')
    await card.getByRole('button', { name: tr('Submit answer') }).click()
    await expect(
      page.getByRole('status').filter({
        hasText: tr('Your answer to “{submittedTitle}” was submitted.', {
          submittedTitle: seeded('Giving directions'),
        }),
      }),
    ).toBeVisible()
    const sent = page
      .getByRole('region', { name: trPattern('Submitted', {}, 'start') })
      .getByRole('article', { name: seeded('Giving directions') })
    await expect(sent.getByRole('button', { name: tr('Edit answer') })).toBeVisible()
    await expectNoSideways(page)
  })
})
