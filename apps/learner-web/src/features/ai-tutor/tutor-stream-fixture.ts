/** A streamed answer a test controls: push events (or raw text) and end it when it wants. */
export interface ScriptedStream {
  readonly body: ReadableStream<Uint8Array>
  /** Sends `event: <name>` with `data` as one JSON line. */
  readonly send: (name: string, data: unknown) => void
  /** Sends raw bytes of the stream (to split an event or a letter across chunks). */
  readonly sendBytes: (bytes: Uint8Array) => void
  readonly end: () => void
}

/** A `text/event-stream` body fed by the test, as the ai-tutor function would send it. */
export function scriptedStream(): ScriptedStream {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController
    },
  })
  const encoder = new TextEncoder()
  return {
    body,
    send: (name, data) =>
      controller?.enqueue(encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`)),
    sendBytes: (bytes) => controller?.enqueue(bytes),
    end: () => controller?.close(),
  }
}

/** What the fake `fetch` answers: a stream, or a JSON refusal with its status. */
export function streamResponse(stream: ScriptedStream): Response {
  return { ok: true, status: 200, statusText: 'OK', body: stream.body } as unknown as Response
}

/** A refusal before streaming, as JSON `{ code, message, … }` with its status. */
export function refusalResponse(status: number, body: Record<string, unknown>): Response {
  return {
    ok: false,
    status,
    statusText: 'Refused',
    body: null,
    json: async () => body,
  } as unknown as Response
}
