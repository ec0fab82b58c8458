/** The real mail adapter: nodemailer's pooled SMTP transport, configured from SMTP_URL. */
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type SMTPPool from 'nodemailer/lib/smtp-pool'
import type { Mailer, MailMessage } from './mail-types'

/** How long each stage of an SMTP exchange may take before send() gives up. */
export interface SmtpTimeouts {
  /** TCP (and TLS) connection established. */
  connectionMs: number
  /** The server's 220 greeting after connecting. */
  greetingMs: number
  /** Any period of silence on an open connection. */
  socketMs: number
}

/** Long enough for a slow provider, short enough that a job fails and retries instead of hanging. */
const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 20_000,
}

/**
 * A message the SMTP server did not accept, or could not be reached for. The message names
 * the server and the reason, never the credentials; `code` is nodemailer's (ECONNECTION,
 * ETIMEDOUT, EAUTH, EENVELOPE, ...) and `responseCode` the server's reply code, if any.
 */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError'
  constructor(
    message: string,
    readonly code?: string,
    readonly responseCode?: number,
  ) {
    super(message)
  }
}

export interface SmtpMailerOptions {
  smtpUrl: string
  from: string
  log: FastifyBaseLogger
  timeouts?: Partial<SmtpTimeouts>
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1)$/i

/**
 * Turns SMTP_URL into transport settings. smtps:// is TLS from the first byte (port 465 by
 * default); smtp:// upgrades with STARTTLS when offered (port 587 by default) and insists
 * on it for any host but loopback, so credentials never cross a network in clear text.
 */
export function smtpTransportOptions(
  smtpUrl: string,
  timeouts: Partial<SmtpTimeouts> = {},
): SMTPPool.Options {
  const url = new URL(smtpUrl)
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got ${url.protocol}//)`)
  }
  const secure = url.protocol === 'smtps:'
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  const limits = { ...DEFAULT_SMTP_TIMEOUTS, ...timeouts }
  return {
    pool: true,
    host,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && !LOOPBACK.test(host),
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: limits.connectionMs,
    greetingTimeout: limits.greetingMs,
    socketTimeout: limits.socketMs,
  }
}

/** The SMTP adapter of the Mailer provider; see createMailer. */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const settings = smtpTransportOptions(options.smtpUrl, options.timeouts)
  const server = `${settings.host}:${settings.port}`
  const password = settings.auth?.pass
  const transport = nodemailer.createTransport(settings)

  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
        })
        options.log.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          'E-mail sent over SMTP',
        )
        return { messageId: info.messageId }
      } catch (error) {
        throw deliveryError(error, server, password)
      }
    },
    async close() {
      transport.close()
    },
  }
}

function deliveryError(error: unknown, server: string, password?: string): MailDeliveryError {
  const details = (error ?? {}) as { message?: string; code?: string; responseCode?: number }
  let reason = details.message || String(error)
  if (password) reason = reason.split(password).join('[redacted]')
  return new MailDeliveryError(
    `Could not send e-mail through the SMTP server ${server}: ${reason}`,
    details.code,
    details.responseCode,
  )
}
