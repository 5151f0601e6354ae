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

/** A local OpenAI-compatible /v1/chat/completions that answers from a script. */
export interface ScriptedChatServer {
  /** The base URL to set as AI_TUTOR_BASE_URL (`…/v1`). */
  baseUrl: string
  received: ReceivedChat[]
  /** The script of the next requests, in order (the last one repeats). */
  script(...next: ChatScript[]): void
  close(): Promise<void>
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
  let queue: ChatScript[] = [{ kind: 'stream', pieces: ['Hello'] }]
  const hanging = new Set<ServerResponse>()
  const server = createServer(async (request, response) => {
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
    script(...next) {
      queue = next
    },
    async close() {
      for (const response of hanging) response.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
