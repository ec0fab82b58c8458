/**
 * The mail provider (CONVENTIONS.md rule 5): one interface, a real SMTP adapter and a local
 * default that writes messages to files, chosen by SMTP_URL.
 */
import type { FastifyBaseLogger } from 'fastify'
import { createOutboxMailer } from './outbox-mailer'
import { createSmtpMailer, type SmtpTimeouts } from './smtp-mailer'

export { MailDeliveryError, type SmtpTimeouts } from './smtp-mailer'

/**
 * One e-mail as the app's features write it. The sender is not part of it: every message
 * goes out from MAIL_FROM, so a feature cannot forge one.
 */
export interface MailMessage {
  to: string
  subject: string
  text: string
  /** An HTML alternative; the text part is always sent too. */
  html?: string
}

/**
 * What features send mail through, so that none of them knows whether it goes to a real
 * SMTP server or to the development outbox, and tests can swap either in.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox'
  /**
   * Sends one message. Resolves once the SMTP server accepted it or the file is written;
   * rejects (never hangs past the transport's timeouts) when it could not be delivered.
   * `location` is where the outbox wrote it; SMTP has none.
   */
  send(message: MailMessage): Promise<{ messageId: string; location?: string }>
  /** Releases pooled connections; call once at shut-down. */
  close(): Promise<void>
}

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
}

/**
 * Picks the provider once at start-up: SMTP when SMTP_URL is set, otherwise the outbox, so
 * that `npm start` on a fresh machine sends mail somewhere a developer can read it.
 */
export function createMailer(options: CreateMailerOptions): Mailer {
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
