import type { Page } from '@playwright/test'
import { expect, tr } from '../../support/learner-test'
import type { PlacementKey } from './backend-admin'

/**
 * Answers the placement test on screen until the result shows: right when `knows` says so for the
 * question's level, wrong otherwise (the key comes from the service key, never from the page).
 * Returns the levels asked, in order.
 */
export async function answerPlacement(
  page: Page,
  key: ReadonlyMap<string, PlacementKey>,
  knows: (level: string) => boolean,
): Promise<string[]> {
  const asked: string[] = []
  const result = page.getByRole('heading', {
    name: new RegExp(tr('Your level: {name}', { name: '' })),
  })
  for (let position = 1; position <= 15; position++) {
    const sentence = page.locator('legend span[lang="en"]')
    await expect(sentence.or(result)).toBeVisible()
    if (await result.isVisible()) return asked
    const prompt = (await sentence.textContent()) ?? ''
    const item = key.get(prompt)
    if (item === undefined) throw new Error(`no placement item "${prompt}"`)
    asked.push(item.level)
    const index = knows(item.level) ? item.answer : (item.answer + 1) % item.choices.length
    await page.getByRole('radio', { name: item.choices[index] ?? '', exact: true }).check()
    await page.getByRole('button', { name: tr('Next') }).click()
    // The next question (or the result) replaces this one.
    await expect(page.locator('legend span[lang="en"]', { hasText: prompt })).toHaveCount(0)
  }
  await expect(result).toBeVisible()
  return asked
}
