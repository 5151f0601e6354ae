/** Polls `probe` every `intervalMs` until it returns true; throws `message` after `timeoutMs`. */
export async function waitUntil(
  probe: () => Promise<boolean>,
  {
    timeoutMs,
    intervalMs = 100,
    message,
  }: { timeoutMs: number; intervalMs?: number; message: string },
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown = null
  while (Date.now() < deadline) {
    try {
      if (await probe()) return
    } catch (error) {
      lastError = error
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : ''
  throw new Error(`${message} within ${timeoutMs} ms${cause}`)
}

/** Resolves when `url` answers with a status below 500. */
export function waitForHttp(url: string, timeoutMs: number, headers: Record<string, string> = {}) {
  return waitUntil(
    async () => {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      return response.status < 500
    },
    { timeoutMs, intervalMs: 200, message: `${url} did not answer` },
  )
}
