/**
 * The mail provider (CONVENTIONS.md rule 5): one interface (mail-types.ts), a real SMTP
 * adapter and a local default that writes messages to files; this file only chooses one, by
 * SMTP_URL, and is what the rest of the app imports.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Mailer } from './mail-types'
import { createOutboxMailer } from './outbox-mailer'
import { createSmtpMailer, type SmtpTimeouts } from './smtp-mailer'

export type { Mailer, MailMessage } from './mail-types'
export { MailDeliveryError } from './smtp-mailer'

/** What createMailer needs; these come from config (SMTP_URL, MAIL_FROM, DATA_DIR). */
export interface CreateMailerOptions {
  /** smtp:// or smtps:// with optional user:pass; unset means the file outbox. */
  smtpUrl?: string
  /** The From header of every message, e.g. 'Foreclosure Leads <no-reply@localhost>'. */
  from: string
  /** The outbox lives in `${dataDir}/outbox`. */
  dataDir: string
  log: FastifyBaseLogger
  /** Shorter SMTP timeouts, for tests; the defaults suit production. */
  smtpTimeouts?: Partial<SmtpTimeouts>
  /** NODE_ENV=production: the file outbox is refused (nobody would receive the mail). */
  production?: boolean
}

/**
 * Picks the provider once at start-up: SMTP when SMTP_URL is set, otherwise the outbox, so
 * that `npm start` on a fresh machine sends mail somewhere a developer can read it. Never the
 * outbox in production (config.ts refuses to start without SMTP_URL there; this is the second
 * lock, for a process built without loadConfig).
 */
export function createMailer(options: CreateMailerOptions): Mailer {
  if (!options.smtpUrl && options.production) {
    throw new Error(
      'SMTP_URL is required in production: without it password-reset e-mails cannot be sent',
    )
  }
  if (options.smtpUrl) {
    return createSmtpMailer({
      smtpUrl: options.smtpUrl,
      from: options.from,
      log: options.log,
      timeouts: options.smtpTimeouts,
    })
  }
  return createOutboxMailer({ from: options.from, dataDir: options.dataDir, log: options.log })
}
