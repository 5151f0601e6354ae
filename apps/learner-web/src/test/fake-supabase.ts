/** One call chain made on the fake client, e.g. from('profiles').select('xp').eq('id', 'u').single(). */
export interface RecordedQuery {
  readonly table: string
  readonly steps: ReadonlyArray<readonly [string, ...unknown[]]>
}

/** What a chain answers: supabase-js's `{ data, error }`, or a thrown error. */
export type FakeAnswer =
  | { readonly data?: unknown; readonly error?: unknown; readonly count?: number }
  | Error

/**
 * A stand-in for the supabase client's query builder in component tests: records every chain
 * and answers it through `respond` (a promise-like builder, like supabase-js's).
 */
export function createFakeSupabase(
  respond: (query: RecordedQuery) => FakeAnswer | Promise<FakeAnswer>,
) {
  const queries: RecordedQuery[] = []
  function from(table: string) {
    const steps: Array<readonly [string, ...unknown[]]> = []
    const query: RecordedQuery = { table, steps }
    queries.push(query)
    const settle = () =>
      Promise.resolve(respond(query)).then((answer) => {
        if (answer instanceof Error) throw answer
        return { data: answer.data ?? null, error: answer.error ?? null }
      })
    const builder: Record<string, unknown> = {
      // biome-ignore lint/suspicious/noThenProperty: the supabase-js builder is promise-like too
      then: (onFulfilled: (value: unknown) => unknown, onRejected: (reason: unknown) => unknown) =>
        settle().then(onFulfilled, onRejected),
    }
    for (const name of [
      'select',
      'eq',
      'update',
      'delete',
      'order',
      'ilike',
      'or',
      'limit',
      'in',
    ]) {
      builder[name] = (...args: unknown[]) => {
        steps.push([name, ...args])
        return builder
      }
    }
    for (const name of ['single', 'maybeSingle']) {
      builder[name] = (...args: unknown[]) => {
        steps.push([name, ...args])
        return settle()
      }
    }
    return builder
  }
  return { client: { from }, queries }
}
