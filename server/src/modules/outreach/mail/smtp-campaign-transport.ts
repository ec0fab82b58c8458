/**
 * Campaign messages over SMTP (nodemailer's pool): the platform's server from SMTP_URL, or a
 * user's own server. Without SMTP_URL outside production, the platform transport writes each
 * message to the development outbox instead ($DATA_DIR/outbox), as the mailer does.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type SMTPPool from 'nodemailer/lib/smtp-pool'
import { smtpTransportOptions } from '../../../mail/smtp-mailer'
import { type CampaignTransport, SendFailure, type SendOutcome } from './campaign-transport'
import { failedBeforeSmtp, smtpFailureMessage } from './guarded-smtp'
import { mailOptions, rawMessage } from './raw-message'

/** SMTP stages that come before the message: a failure there delivered nothing. */
const BEFORE_DATA = /^(CONN|EHLO|HELO|STARTTLS|AUTH|MAIL FROM|RCPT TO)/i
const NOTHING_SENT_CODES = new Set(['ECONNECTION', 'EDNS', 'ETLS', 'EAUTH', 'EENVELOPE', 'ENOAUTH'])

/**
 * What a nodemailer error means: the server answered 4xx (transient) or 5xx (permanent); a
 * failure before DATA delivered nothing (transient); anything else happened while or after the
 * message was handed over (unknown: it may have been delivered).
 */
function classifySmtpError(error: unknown, userServer: string | null): SendFailure {
  const details = (error ?? {}) as {
    message?: string
    code?: string
    responseCode?: number
    command?: string
    response?: string
  }
  const message = details.message ?? String(error)
  let outcome: SendOutcome
  if (typeof details.responseCode === 'number' && details.responseCode >= 400) {
    outcome = details.responseCode < 500 ? 'transient' : 'permanent'
  } else if (
    (details.code && NOTHING_SENT_CODES.has(details.code)) ||
    (details.command && BEFORE_DATA.test(details.command))
  ) {
    outcome = 'transient'
  } else {
    outcome = 'unknown'
  }
  if (userServer && failedBeforeSmtp(error)) {
    // A user's own server: the same words and code whether its port refused, reset or stayed
    // silent (they reach the user in the data export); nodemailer's own go to the log.
    const detail = `${details.code ?? 'error'}: ${message}`
    return new SendFailure(
      smtpFailureMessage(error, userServer),
      outcome,
      'ECONNECTION',
      null,
      detail,
    )
  }
  return new SendFailure(message, outcome, details.code ?? null, details.response ?? null)
}

/** The provider's queue id in an SMTP 250 reply ('250 Ok: queued as 4XYZ'), if any. */
function queueIdOf(response: string | undefined): string | null {
  return /queued as\s+<?([^\s>]+)>?/i.exec(response ?? '')?.[1] ?? null
}

/** A user's own server, as the guard let it through: nodemailer's settings and its host:port. */
interface CheckedServer {
  settings: SMTPPool.Options
  server: string
}

/**
 * Campaign messages over SMTP. `server` is the platform's SMTP_URL, or (a user's own server) a
 * function giving the checked settings on the first send: the SSRF guard runs there, once per
 * transport, and what it throws (MailboxUnavailable, a transient SendFailure) reaches the send
 * queue as is. A user's server that cannot be reached is told in neutral words.
 */
export function createSmtpCampaignTransport(options: {
  server: string | (() => Promise<CheckedServer>)
  provider: 'platform' | 'smtp'
  fromAddress: string | null
}): CampaignTransport {
  const { server } = options
  let userServer: string | null = null
  let transport: Promise<Transporter> | null =
    typeof server === 'string'
      ? Promise.resolve(nodemailer.createTransport(smtpTransportOptions(server)))
      : null
  const ready = (): Promise<Transporter> => {
    if (!transport && typeof server !== 'string') {
      transport = server().then((checked) => {
        userServer = checked.server
        return nodemailer.createTransport(checked.settings)
      })
      transport.catch(() => {
        transport = null
      })
    }
    return transport as Promise<Transporter>
  }
  return {
    provider: options.provider,
    fromAddress: options.fromAddress,
    async send(email) {
      const smtp = await ready()
      try {
        const info = await smtp.sendMail(mailOptions(email))
        return { providerMessageId: queueIdOf(info.response), response: { smtp: info.response } }
      } catch (error) {
        throw classifySmtpError(error, userServer)
      }
    },
    async close() {
      const smtp = await transport?.catch(() => null)
      smtp?.close()
    },
  }
}

/** Development only: messages written to `${dataDir}/outbox/*.eml`. */
export function createOutboxCampaignTransport(dataDir: string): CampaignTransport {
  const directory = path.join(dataDir, 'outbox')
  return {
    provider: 'platform',
    fromAddress: null,
    async send(email) {
      const raw = await rawMessage(email)
      await mkdir(directory, { recursive: true })
      const file = path.join(
        directory,
        `${new Date().toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      )
      await writeFile(file, raw, { flag: 'wx' })
      return { providerMessageId: null, response: { outbox: path.basename(file) } }
    },
    async close() {},
  }
}
