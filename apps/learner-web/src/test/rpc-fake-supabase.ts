import type { FakeAnswer, RecordedQuery } from './fake-supabase'

/** One recorded call: a table chain (`from`) or a function call (`rpc`). */
export type RecordedRpcCall =
  | (RecordedQuery & { readonly kind: 'from' })
  | { readonly kind: 'rpc'; readonly fn: string; readonly args: unknown }

/**
 * For component tests only: a stand-in for the supabase client that answers `from(…)` chains
 * (any builder method is recorded: select, eq, gt, order, limit, update, maybeSingle…) and
 * `rpc(fn, args)` through `respond`.
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
      return { data: answer.data ?? null, error: answer.error ?? null }
    })
  function from(table: string) {
    const steps: Array<readonly [string, ...unknown[]]> = []
    const call: RecordedRpcCall = { kind: 'from', table, steps }
    calls.push(call)
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
  function rpc(fn: string, args: unknown) {
    const call: RecordedRpcCall = { kind: 'rpc', fn, args }
    calls.push(call)
    return settle(call)
  }
  return { client: { from, rpc }, calls }
}
