import type { ChangeItem } from '@splendid/change-items'

/**
 * How a submitted change ended: applied (the item as mutate-api answered, with its activity id
 * and the ids of its own rewrite), or failed with the message the designer was shown (`item` is
 * null when the change could not even be created).
 */
export type ChangeOutcome =
  | { readonly status: 'applied'; readonly item: ChangeItem }
  | { readonly status: 'failed'; readonly item: ChangeItem | null; readonly message: string }
