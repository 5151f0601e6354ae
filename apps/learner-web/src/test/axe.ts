import axe from 'axe-core'

/**
 * The axe-core rule violations of a rendered component (jsdom), as `rule: target` lines so a
 * failing assertion says what is wrong. Rules jsdom cannot judge (colour contrast: it has no
 * layout) are off; the e2e suites run axe with every rule in Chromium.
 *
 * @example
 * ```ts
 * const { container } = await renderWithProviders(<QuizForm … />)
 * expect(await axeViolations(container)).toEqual([])
 * ```
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  )
}
