import { expect, formatNumber, test, tr } from '../../support/learner-test'
import {
  createConfirmedStudent,
  placementKeyAsService,
  readProfileAsService,
  updateProfileAsService,
} from './backend-admin'
import { logIn } from './log-in'
import { answerPlacement } from './placement'
import { seeded } from './seed-texts'

// Every project runs this: 1280 and 390 px, in English and in Arabic.
test.describe('placement test (issue 19)', () => {
  test('a learner finds their level from the dashboard, resumes after a reload, and is recommended courses at it', async ({
    page,
  }) => {
    const user = await createConfirmedStudent('Yara Fathy')
    await updateProfileAsService(user.id, { onboarding_completed: true })
    const key = await placementKeyAsService()
    await logIn(page, user, '/dashboard')
    const card = page.getByRole('region', { name: tr('Your English level') })
    await card.getByRole('link', { name: tr('Take the placement test') }).click()

    await expect(page).toHaveURL(/\/placement-assessment$/)
    await expect(page.getByRole('heading', { name: tr('Placement test'), level: 1 })).toBeVisible()
    await page.getByRole('button', { name: tr('Start the test') }).click()
    // Knows A1 and A2 only. The first answer (A2, right) is kept across a reload.
    const knowsA2 = (level: string) => level === 'A1' || level === 'A2'
    const first = (await page.locator('legend span[lang="en"]').textContent()) ?? ''
    const firstKey = key.get(first)
    expect(firstKey?.level).toBe('A2')
    await page
      .getByRole('radio', { name: firstKey?.choices[firstKey.answer] ?? '', exact: true })
      .check()
    await page.getByRole('button', { name: tr('Next') }).click()
    await expect(page.locator('legend span[lang="en"]', { hasText: first })).toHaveCount(0)
    await page.reload()
    await page.getByRole('button', { name: tr('Start the test') }).click()
    await expect(
      page.getByText(
        tr('Question {number} (at most {most})', {
          number: formatNumber(2),
          most: formatNumber(15),
        }),
      ),
    ).toBeVisible()
    expect(await answerPlacement(page, key, knowsA2)).toEqual(['B1', 'A2', 'B1'])

    const level = tr('A2 · Elementary')
    await expect(
      page.getByRole('heading', { name: tr('Your level: {name}', { name: level }) }),
    ).toBeVisible()
    expect(await readProfileAsService(user.id, 'placement_level')).toEqual({
      placement_level: 'A2',
    })
    await page.getByRole('link', { name: tr('See courses at my level') }).click()
    await expect(page).toHaveURL(/\/catalog\?level=A2$/)
    await expect(
      page.getByText(tr('Showing courses at your level, {0}.', { 0: level })),
    ).toBeVisible()

    await page.goto('/dashboard')
    await expect(card.getByText(level)).toBeVisible()
    // No seeded course is at A2: the dashboard recommends the closest ones (A1 and B1), not C1.
    const recommended = page.getByRole('region', {
      name: tr('Recommended for your level: {0}', { 0: level }),
    })
    await expect(
      recommended.getByText(
        tr('There is no course at your level yet: these are the closest to it.'),
      ),
    ).toBeVisible()
    await expect(
      recommended.getByRole('heading', { name: seeded('English for Beginners') }),
    ).toBeVisible()
    await expect(
      recommended.getByRole('heading', { name: seeded('Conversational English') }),
    ).toBeVisible()
    await expect(
      recommended.getByRole('heading', { name: seeded('English Grammar Mastery') }),
    ).toHaveCount(0)
    await expect(
      card.getByText(
        new RegExp(tr('Tested on {0}. You can retake the test from {1}.', { 0: '.+', 1: '.+' })),
      ),
    ).toBeVisible()
    await expect(card.getByRole('link', { name: tr('Retake the test') })).toHaveCount(0)
    // Within a week the page shows the result instead of a new test.
    await page.goto('/placement-assessment')
    await expect(
      page.getByRole('heading', { name: tr('Your level: {name}', { name: level }) }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: tr('Start the test') })).toHaveCount(0)
  })
})
