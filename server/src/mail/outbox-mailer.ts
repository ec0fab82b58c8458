/**
 * The local default of the Mailer provider: each message, fully encoded as it would go over
 * SMTP, is written to `${dataDir}/outbox/*.eml`, which any mail client can open.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Mailer, MailMessage } from './mail-types'

export interface OutboxMailerOptions {
  from: string
  dataDir: string
  log: FastifyBaseLogger
}

/** The outbox mailer; see createMailer. Logs who and what, never the body (it holds links). */
export function createOutboxMailer(options: OutboxMailerOptions): Mailer {
  const directory = path.join(options.dataDir, 'outbox')
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  })

  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      })
      if (!Buffer.isBuffer(info.message)) throw new Error('The outbox expected a buffered message')
      await mkdir(directory, { recursive: true })
      const file = path.join(directory, outboxFileName())
      await writeFile(file, info.message, { flag: 'wx' })
      options.log.info(
        { to: message.to, subject: message.subject, file },
        'E-mail written to the outbox',
      )
      return { messageId: info.messageId, location: file }
    },
    async close() {},
  }
}

/** Sorts by time of sending; the random suffix keeps two messages in one millisecond apart. */
function outboxFileName(now = new Date()): string {
  return `${now.toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.eml`
}
