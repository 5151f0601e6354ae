import type { FakeAnswer, RecordedQuery } from './fake-supabase'

/** One recorded call: a table chain (`from`) or a function call (`rpc`). */
export type RecordedRpcCall =
  | (RecordedQuery & { readonly kind: 'from' })
  | {
      readonly kind: 'rpc'
      readonly fn: string
      readonly args: unknown
      /** What was chained on the call: `select`, `range`… (options are the first step's). */
      readonly steps: ReadonlyArray<readonly [string, ...unknown[]]>
    }

/**
 * For component tests only: a stand-in for the supabase client that answers `from(…)` chains
 * (any builder method is recorded: select, eq, gt, order, limit, update, maybeSingle…) and
 * `rpc(fn, args, options)` chains (`.select(…).range(…)`) through `respond`; an answer's `count`
 * is passed on as supabase-js' `count`.
 *
 * @example
 * ```ts
 * const fake = createRpcFakeSupabase((call) => (call.kind === 'rpc' ? { data: { id: 'b1' } } : { data: [] }))
 * vi.mock('../lib/supabase-client', () => ({ supabase: fake.client }))
 * ```
 */
export function createRpcFakeSupabase(
  respond: (call: RecordedRpcCall) => FakeAnswer | Promise<FakeAnswer>,
) {
  const calls: RecordedRpcCall[] = []
  const settle = (call: RecordedRpcCall) =>
    Promise.resolve(respond(call)).then((answer) => {
      if (answer instanceof Error) throw answer
      const count = answer.count ?? null
      return { data: answer.data ?? null, error: answer.error ?? null, count }
    })
  function chain(call: RecordedRpcCall, steps: Array<readonly [string, ...unknown[]]>): object {
    const builder: object = new Proxy(
      {},
      {
        get(_target, name) {
          if (name === 'then') {
            return (
              onFulfilled: (value: unknown) => unknown,
              onRejected: (reason: unknown) => unknown,
            ) => settle(call).then(onFulfilled, onRejected)
          }
          return (...args: unknown[]) => {
            steps.push([String(name), ...args])
            return builder
          }
        },
      },
    )
    return builder
  }
  function from(table: string) {
    const steps: Array<readonly [string, ...unknown[]]> = []
    const call: RecordedRpcCall = { kind: 'from', table, steps }
    calls.push(call)
    return chain(call, steps)
  }
  function rpc(fn: string, args: unknown, options?: unknown) {
    const steps: Array<readonly [string, ...unknown[]]> =
      options === undefined ? [] : [['options', options]]
    const call: RecordedRpcCall = { kind: 'rpc', fn, args, steps }
    calls.push(call)
    return chain(call, steps)
  }
  return { client: { from, rpc }, calls }
}
