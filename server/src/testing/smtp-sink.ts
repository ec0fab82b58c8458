/**
 * startSmtpSink(): a real SMTP server on a loopback port for tests. It accepts every message
 * (and any credentials), decodes it and keeps it, so a test can send through the real SMTP
 * mailer and read back what a user's mail client would show.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { decodeMail } from './mail-decoder'

export { extractLinks } from './mail-decoder'

/** One message as the sink received it: the SMTP envelope and the decoded content. */
interface ReceivedMail {
  /** Envelope sender (MAIL FROM). */
  from: string
  /** Envelope recipients (RCPT TO). */
  to: string[]
  /** Subject with encoded-words decoded. */
  subject: string
  /**
   * The text/plain part, decoded, line breaks as '\n'. SMTP ends every message with a line
   * break, so a single-part text that had none arrives with one.
   */
  text: string
  /** The text/html part, decoded, if the message has one. */
  html?: string
  /** The message exactly as received (headers and encoded body). */
  raw: string
}

/** A running sink; `url` goes into SMTP_URL / createMailer({ smtpUrl }). */
export interface SmtpSink {
  url: string
  /** Every message received so far, oldest first. */
  messages: ReceivedMail[]
  /**
   * The first message, already received or still to come, that matches; rejects after
   * `timeoutMs` (default 5 s) naming what did arrive.
   */
  waitForMail(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>
  /** Stops the server; waits at most half a second for clients that keep connections open. */
  close(): Promise<void>
}

interface Waiter {
  predicate: (mail: ReceivedMail) => boolean
  resolve: (mail: ReceivedMail) => void
  reject: (error: Error) => void
}

export interface SmtpSinkOptions {
  /** Waits this long after a message's data arrives before answering 250 (a slow server). */
  delayMs?: number
  /**
   * Answers RCPT TO: return an SMTP error (e.g. `{ code: 451, message: 'try later' }`) to refuse
   * the recipient, or null to accept. Called once per attempt, so a test can refuse only the first.
   */
  refuseRecipient?: (address: string) => { code: number; message: string } | null
}

/** Starts a sink on 127.0.0.1 at a free port. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = []
  const waiters = new Set<Waiter>()

  const deliver = (mail: ReceivedMail) => {
    messages.push(mail)
    for (const waiter of waiters) {
      try {
        if (waiter.predicate(mail)) waiter.resolve(mail)
      } catch (error) {
        waiter.reject(error instanceof Error ? error : new Error(String(error)))
      }
    }
  }

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonymous' })
    },
    onRcptTo(address, _session, callback) {
      const refusal = options.refuseRecipient?.(address.address)
      if (!refusal) return callback()
      const error = new Error(refusal.message) as Error & { responseCode: number }
      error.responseCode = refusal.code
      callback(error)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
        const { mailFrom, rcptTo } = session.envelope
        const received = options.delayMs
          ? new Promise((resolve) => setTimeout(resolve, options.delayMs))
          : Promise.resolve()
        Promise.all([decodeMail(raw), received]).then(([decoded]) => {
          deliver({
            from: mailFrom ? mailFrom.address : '',
            to: rcptTo.map((recipient) => recipient.address),
            subject: decoded.subject,
            text: decoded.text,
            html: decoded.html,
            raw: raw.toString('utf8'),
          })
          callback()
        }, callback)
      })
    },
  })
  // A client dropping its connection is reported here; it must not crash the test run.
  server.on('error', () => {})

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail(predicate, timeoutMs = 5_000) {
      const existing = messages.find(predicate)
      if (existing) return Promise.resolve(existing)
      return new Promise<ReceivedMail>((resolve, reject) => {
        const settle = () => {
          clearTimeout(timer)
          waiters.delete(waiter)
        }
        const waiter: Waiter = {
          predicate,
          resolve(mail) {
            settle()
            resolve(mail)
          },
          reject(error) {
            settle()
            reject(error)
          },
        }
        const timer = setTimeout(() => {
          const subjects = messages.map((mail) => JSON.stringify(mail.subject)).join(', ')
          waiter.reject(
            new Error(
              `No matching e-mail within ${timeoutMs} ms (received ${messages.length}${subjects ? `: ${subjects}` : ''})`,
            ),
          )
        }, timeoutMs)
        waiters.add(waiter)
      })
    },
    close() {
      for (const waiter of waiters) waiter.reject(new Error('The SMTP sink was closed'))
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
