import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * Runs `write`, then refreshes the reads under `keys` — whether it worked or not, so the screen
 * shows what is stored. Reads already on their way are called off first: one that started
 * before the write may answer with what was stored before it, and refreshing a read that has
 * no answer yet joins that request instead of asking again (TanStack Query keeps it).
 */
export async function refreshAfterWrite<T>(
  queryClient: QueryClient,
  keys: readonly QueryKey[],
  write: () => Promise<T>,
): Promise<T> {
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })))
  try {
    return await write()
  } finally {
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
  }
}
