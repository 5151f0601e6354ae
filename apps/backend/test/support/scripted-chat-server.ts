import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the scripted server does with one chat-completions request. */
export type ChatScript =
  | { kind: 'stream'; pieces: string[]; delayMs?: number }
  | { kind: 'hang' }
  | { kind: 'fail'; status: number }

/** A request the scripted server received. */
export interface ReceivedChat {
  authorization: string | undefined
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] }
}

/** What the scripted server answers to /v1/moderations: a verdict, or an HTTP failure. */
export type ModerationScript = { flagged: boolean } | { status: number }

/** A moderation request the scripted server received. */
export interface ReceivedModeration {
  authorization: string | undefined
  body: { model: string; input: string }
}

/**
 * A local OpenAI-compatible server: /v1/chat/completions answers from a script, /v1/moderations
 * with a scripted verdict (not flagged unless told).
 */
export interface ScriptedChatServer {
  /** The base URL to set as AI_TUTOR_BASE_URL (`…/v1`). */
  baseUrl: string
  received: ReceivedChat[]
  moderated: ReceivedModeration[]
  /** The script of the next requests, in order (the last one repeats). */
  script(...next: ChatScript[]): void
  /** What every later moderation request gets. */
  moderation(next: ModerationScript): void
  close(): Promise<void>
}

function moderationAnswer(script: ModerationScript): { status: number; body: unknown } {
  if ('status' in script) return { status: script.status, body: { error: { message: 'scripted' } } }
  const categories = { harassment: script.flagged, sexual: false, violence: false }
  return {
    status: 200,
    body: {
      id: 'modr-1',
      model: 'omni-moderation-latest',
      results: [{ flagged: script.flagged, categories, category_scores: {} }],
    },
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of request) text += String(chunk)
  return text
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Starts the scripted server on a random loopback port. */
export async function startScriptedChatServer(): Promise<ScriptedChatServer> {
  const received: ReceivedChat[] = []
  const moderated: ReceivedModeration[] = []
  let queue: ChatScript[] = [{ kind: 'stream', pieces: ['Hello'] }]
  let verdict: ModerationScript = { flagged: false }
  const hanging = new Set<ServerResponse>()
  const server = createServer(async (request, response) => {
    if (request.method === 'POST' && request.url === '/v1/moderations') {
      moderated.push({
        authorization: request.headers.authorization,
        body: JSON.parse(await readBody(request)),
      })
      const answer = moderationAnswer(verdict)
      response.writeHead(answer.status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(answer.body))
      return
    }
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end()
      return
    }
    received.push({
      authorization: request.headers.authorization,
      body: JSON.parse(await readBody(request)),
    })
    const step = (queue.length > 1 ? queue.shift() : queue[0]) as ChatScript
    if (step.kind === 'fail') {
      response.writeHead(step.status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify({ error: { message: 'scripted failure' } }))
      return
    }
    response.writeHead(200, { 'Content-Type': 'text/event-stream' })
    if (step.kind === 'hang') {
      hanging.add(response)
      return
    }
    for (const [index, piece] of step.pieces.entries()) {
      const chunk = {
        id: 'chat-1',
        object: 'chat.completion.chunk',
        choices: [
          {
            index: 0,
            delta: index === 0 ? { role: 'assistant', content: piece } : { content: piece },
          },
        ],
      }
      response.write(`data: ${JSON.stringify(chunk)}\n\n`)
      await pause(step.delayMs ?? 5)
    }
    response.write('data: [DONE]\n\n')
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    moderated,
    script(...next) {
      queue = next
    },
    moderation(next) {
      verdict = next
    },
    async close() {
      for (const response of hanging) response.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
