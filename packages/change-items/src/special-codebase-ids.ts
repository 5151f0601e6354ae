/**
 * Codebase ids with a fixed meaning (§3 of the visual-editor specification): the empty tree,
 * the skipped root, and the ids the frame gives to `body`, the React root and Next.js's root.
 */
export const SPECIAL_CODEBASE_IDS = {
  EMPTY_TREE: 'EMPTY-TREE',
  SKIP_ROOT: 'SKIP-ROOT',
  BODY: 'body',
  ROOT: 'root',
  NEXT_ROOT: '__next',
} as const

/** One of the {@link SPECIAL_CODEBASE_IDS}. */
export type SpecialCodebaseId = (typeof SPECIAL_CODEBASE_IDS)[keyof typeof SPECIAL_CODEBASE_IDS]

/** The prefix of every codebase id of an instrumented JSX element: `tempo-` then a uuid. */
export const TEMPO_CODEBASE_ID_PREFIX = 'tempo-'

/** The codebase id of the placeholder div an instant WRAP_DIV inserts. */
export const WRAP_PLACEHOLDER_CODEBASE_ID = 'tempo-wrap-placeholder'

/**
 * The prefix of the codebase ids of the clones an instant DUPLICATE inserts (the rest of the id
 * tells the clones apart).
 */
export const DUPLICATE_PLACEHOLDER_CODEBASE_ID_PREFIX = 'tempo-duplicate-placeholder-'

const SPECIAL_VALUES: readonly string[] = Object.values(SPECIAL_CODEBASE_IDS)

/**
 * Tells whether a codebase id is one of the {@link SPECIAL_CODEBASE_IDS}.
 *
 * @example
 * ```ts
 * isSpecialCodebaseId('SKIP-ROOT') // true
 * ```
 */
export function isSpecialCodebaseId(value: string): value is SpecialCodebaseId {
  return SPECIAL_VALUES.includes(value)
}
