import type { FastifyInstance } from 'fastify'
import { escapeHtml } from '../auth/mailer.js'
import type { Database } from '../db/database.js'

/** A mail as listed by `/outbox.json`. */
export interface OutboxEntry {
  id: number
  kind: string
  to: string
  subject: string
  text: string
  html: string
  links: string[]
  created_at: string
}

interface OutboxRow {
  id: string | number
  kind: string
  to_address: string
  subject: string
  text_body: string
  html_body: string
  links: string[]
  created_at: Date
}

/** Reads the newest mails first; `to` filters by recipient (case-insensitive). */
export async function readOutbox(db: Database, to?: string, limit = 100): Promise<OutboxEntry[]> {
  const result = await db.query<OutboxRow>(
    `select id, kind, to_address, subject, text_body, html_body, links, created_at
     from auth.mail_outbox where ($1::text is null or lower(to_address) = lower($1))
     order by id desc limit $2`,
    [to ?? null, limit],
  )
  return result.rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    links: row.links,
    created_at: row.created_at.toISOString(),
  }))
}

function renderPage(entries: OutboxEntry[]): string {
  const items = entries
    .map(
      (entry) => `<li>
  <p><strong>${escapeHtml(entry.subject)}</strong> to ${escapeHtml(entry.to)} <small>${escapeHtml(entry.created_at)}</small></p>
  <ul>${entry.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
  <pre>${escapeHtml(entry.text)}</pre>
</li>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Splendid mail outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}li{margin-block-end:1rem}pre{white-space:pre-wrap;background:#f5f5f5;padding:.5rem}</style>
</head><body><h1>Mail outbox</h1><p>${entries.length} mail(s), newest first. JSON at <a href="/outbox.json">/outbox.json</a>.</p>
<ol>${items}</ol></body></html>`
}

/** Registers `/outbox` (HTML) and `/outbox.json` (JSON, optional `?to=`). */
export async function outboxRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  app.get('/outbox.json', async (request) => {
    const to = (request.query as Record<string, unknown>).to
    return readOutbox(options.db, typeof to === 'string' && to !== '' ? to : undefined)
  })
  app.get('/outbox', async (_request, reply) => {
    const entries = await readOutbox(options.db)
    return reply.type('text/html; charset=utf-8').send(renderPage(entries))
  })
}
