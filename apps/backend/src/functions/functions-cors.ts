import type { FastifyCorsOptions, FastifyCorsOptionsDelegateCallback } from '@fastify/cors'

/**
 * The backend's CORS settings, with `/functions/v1` adjusted: browsers' preflights are answered
 * for any header the page asks for (a function reads its own custom headers), while an OPTIONS
 * request that is not a preflight reaches the function, as on Supabase.
 */
export function withFunctionsCors(base: FastifyCorsOptions): FastifyCorsOptionsDelegateCallback {
  return (request, callback) => {
    if (!request.url.startsWith('/functions/v1')) {
      callback(null, base)
      return
    }
    const preflight =
      request.method === 'OPTIONS' &&
      request.headers.origin !== undefined &&
      request.headers['access-control-request-method'] !== undefined
    const { allowedHeaders: _fixed, exposedHeaders, ...rest } = base
    const exposed = typeof exposedHeaders === 'string' ? [exposedHeaders] : (exposedHeaders ?? [])
    callback(null, {
      ...rest,
      // The gateway's own errors name themselves in sb-error-code; let browser code read it.
      exposedHeaders: [...exposed, 'sb-error-code'],
      preflight,
      strictPreflight: false,
    })
  }
}
