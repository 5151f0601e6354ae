/**
 * One CSS rule that applies, or could apply, to the selected element (§3), as the styles panel
 * lists it.
 */
export interface CssRuleEntry {
  /** The stylesheet file the rule comes from; `null` for inline styles or unknown sources. */
  readonly filename: string | null
  readonly selector: string
  /** Property → value, in declaration order. */
  readonly styles: Readonly<Record<string, string>>
  /** Whether the rule currently matches the element. */
  readonly applied: boolean
  /** Whether the rule's class can be removed so that it stops matching (§5). */
  readonly removable: boolean
  /** Whether the editor may change the rule's declarations. */
  readonly allowChanges: boolean
  /** Whether the styles reach the element only by inheritance from an ancestor. */
  readonly inherited: boolean
  /** State / responsive / dark modifiers the rule is under (e.g. `hover`, `md`, `dark`). */
  readonly modifiers: readonly string[]
  /** The element the rule was written for (an inline style's element), if any. */
  readonly codebaseId: string | null
}
