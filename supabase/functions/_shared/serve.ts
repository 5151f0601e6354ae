// One file shape for both runtimes. On Supabase Edge Runtime (Deno) `serve` starts the function
// with `Deno.serve`; in Node, apps/backend imports the module and calls its exported `handler`
// itself, so `serve` only hands the handler back.

/** A web-standard request handler: what every function in supabase/functions exports. */
export type FunctionHandler = (request: Request) => Response | Promise<Response>

interface DenoServe {
  serve(handler: FunctionHandler): unknown
}

/**
 * Serves `handler` with `Deno.serve` when running on Deno (Supabase Edge Runtime, `supabase
 * functions serve`) and returns it unchanged, so the module can also export it for Node.
 *
 * @example
 * ```ts
 * export const handler = serve(async (request) => Response.json({ ok: true }))
 * ```
 */
export function serve(handler: FunctionHandler): FunctionHandler {
  const deno = (globalThis as { Deno?: DenoServe }).Deno
  if (deno !== undefined) deno.serve(handler)
  return handler
}
