import type { FastifyBaseLogger } from 'fastify'

/**
 * Calls `POST <baseUrl>/functions/v1/<name>` with the service role key every `everySeconds`
 * (the first call after one interval), as pg_cron + pg_net do on hosted Supabase; a run that
 * fails is logged and the next one tries again. Returns a function that stops the schedule.
 *
 * @example
 * ```ts
 * const stop = scheduleFunction({ baseUrl: address, serviceKey, name: 'notification-emails', everySeconds: 60, log })
 * ```
 */
export function scheduleFunction(options: {
  baseUrl: string
  serviceKey: string
  name: string
  everySeconds: number
  log: FastifyBaseLogger
}): () => void {
  const { baseUrl, serviceKey, name, everySeconds, log } = options
  if (everySeconds <= 0) return () => {}
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    fetch(`${baseUrl}/functions/v1/${name}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
      body: '{}',
    })
      .then(async (response) => {
        const answer = await response.text()
        if (!response.ok)
          log.warn({ function: name, status: response.status, answer }, 'scheduled run failed')
      })
      .catch((error: unknown) =>
        log.warn({ function: name, error: String(error) }, 'scheduled run failed'),
      )
      .finally(() => {
        running = false
      })
  }, everySeconds * 1000)
  timer.unref()
  return () => clearInterval(timer)
}
