/** The JSON error body of a function's non-2xx answer, when it has one. */
export async function functionErrorBody(
  error: unknown,
): Promise<{ code?: string | undefined; message?: string | undefined }> {
  const response = (error as { context?: unknown }).context
  if (!(response instanceof Response)) return {}
  try {
    const body = (await response.clone().json()) as Record<string, unknown>
    const nested = typeof body.error === 'object' && body.error !== null ? body.error : body
    const { code, message } = nested as Record<string, unknown>
    return {
      code: typeof code === 'string' ? code : undefined,
      message: typeof message === 'string' ? message : undefined,
    }
  } catch {
    return {}
  }
}
