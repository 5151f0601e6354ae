import { createServer } from 'node:net'

/** A mail as the fake SMTP server received it. */
export interface ReceivedMail {
  from: string
  to: string[]
  /** The raw message (headers and body), with SMTP dot-stuffing removed. */
  data: string
}

/** A minimal SMTP server on loopback for tests: accepts every mail and keeps it in memory. */
export async function startFakeSmtpServer(): Promise<{
  port: number
  mails: ReceivedMail[]
  close(): Promise<void>
}> {
  const mails: ReceivedMail[] = []
  const server = createServer((socket) => {
    socket.setEncoding('utf8')
    socket.write('220 fake-smtp ESMTP\r\n')
    let buffer = ''
    let inData = false
    let current: ReceivedMail = { from: '', to: [], data: '' }
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            mails.push(current)
            current = { from: '', to: [], data: '' }
            socket.write('250 OK queued\r\n')
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`
          }
          continue
        }
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'EHLO') socket.write('250-fake-smtp\r\n250 8BITMIME\r\n')
        else if (command === 'HELO') socket.write('250 fake-smtp\r\n')
        else if (command === 'MAIL') {
          current.from = line.slice(10)
          socket.write('250 OK\r\n')
        } else if (command === 'RCPT') {
          current.to.push(line.slice(8))
          socket.write('250 OK\r\n')
        } else if (command === 'DATA') {
          inData = true
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n')
        } else if (command === 'QUIT') {
          socket.end('221 Bye\r\n')
        } else if (command === 'RSET' || command === 'NOOP') socket.write('250 OK\r\n')
        else socket.write('502 Command not implemented\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  return {
    port,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** Decodes quoted-printable text (soft line breaks and `=XX` escapes). */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    )
}
