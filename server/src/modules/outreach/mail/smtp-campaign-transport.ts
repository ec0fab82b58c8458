/**
 * Campaign messages over SMTP (nodemailer's pool): the platform's server from SMTP_URL, or a
 * user's own server. Without SMTP_URL outside production, the platform transport writes each
 * message to the development outbox instead ($DATA_DIR/outbox), as the mailer does.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { smtpTransportOptions } from '../../../mail/smtp-mailer'
import { type CampaignTransport, SendFailure, type SendOutcome } from './campaign-transport'
import { mailOptions, rawMessage } from './raw-message'

/** SMTP stages that come before the message: a failure there delivered nothing. */
const BEFORE_DATA = /^(CONN|EHLO|HELO|STARTTLS|AUTH|MAIL FROM|RCPT TO)/i
const NOTHING_SENT_CODES = new Set(['ECONNECTION', 'EDNS', 'ETLS', 'EAUTH', 'EENVELOPE', 'ENOAUTH'])

/**
 * What a nodemailer error means: the server answered 4xx (transient) or 5xx (permanent); a
 * failure before DATA delivered nothing (transient); anything else happened while or after the
 * message was handed over (unknown: it may have been delivered).
 */
function classifySmtpError(error: unknown): SendFailure {
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
  return new SendFailure(message, outcome, details.code ?? null, details.response ?? null)
}

/** The provider's queue id in an SMTP 250 reply ('250 Ok: queued as 4XYZ'), if any. */
function queueIdOf(response: string | undefined): string | null {
  return /queued as\s+<?([^\s>]+)>?/i.exec(response ?? '')?.[1] ?? null
}

export function createSmtpCampaignTransport(options: {
  smtpUrl: string
  provider: 'platform' | 'smtp'
  fromAddress: string | null
}): CampaignTransport {
  const transport = nodemailer.createTransport(smtpTransportOptions(options.smtpUrl))
  return {
    provider: options.provider,
    fromAddress: options.fromAddress,
    async send(email) {
      try {
        const info = await transport.sendMail(mailOptions(email))
        return { providerMessageId: queueIdOf(info.response), response: { smtp: info.response } }
      } catch (error) {
        throw classifySmtpError(error)
      }
    },
    async close() {
      transport.close()
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
