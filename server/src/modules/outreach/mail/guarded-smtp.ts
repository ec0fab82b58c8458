/**
 * A user's own SMTP server behind the SSRF guard (lib/address-guard.ts), as webhooks are. The
 * host is resolved and every address checked each time a transport is built for it (when the
 * mailbox is saved and on every campaign pass, since DNS can change); nodemailer then connects to
 * the checked address, never the name, while TLS still presents and verifies the host's name.
 * What went wrong is told to the user in words that do not tell a refused port from a silent or
 * reset one (the details go to the log only), so the mailbox form cannot be used to scan ports.
 */
import { isIP } from 'node:net'
import type SMTPPool from 'nodemailer/lib/smtp-pool'
import { type AddressGuardOptions, guardHost } from '../../../lib/address-guard'
import { type SmtpTimeouts, smtpTransportOptions } from '../../../mail/smtp-mailer'

export interface SmtpGuardOptions {
  /** Loopback and private servers allowed (tests only; config.ts refuses it in production). */
  allowPrivateTargets: boolean
  /** DNS resolution; node:dns by default. */
  resolve?: AddressGuardOptions['resolve']
}

export type GuardedSmtpSettings =
  | { ok: true; settings: SMTPPool.Options; server: string }
  /** `detail` (the addresses, the DNS error) is for the log, `message` for the user. */
  | { ok: false; reason: 'unresolved' | 'not_public'; message: string; detail: string }

/**
 * nodemailer settings for the user's `smtpUrl` that connect to an address the guard checked
 * (with the host name kept for TLS), or why the server is refused.
 */
export async function guardedSmtpSettings(
  smtpUrl: string,
  guard: SmtpGuardOptions,
  timeouts: Partial<SmtpTimeouts> = {},
): Promise<GuardedSmtpSettings> {
  const settings = smtpTransportOptions(smtpUrl, timeouts)
  const hostname = settings.host ?? ''
  const verdict = await guardHost(hostname, {
    allowHosts: guard.allowPrivateTargets ? [hostname] : [],
    resolve: guard.resolve,
  })
  if (!verdict.ok) {
    const message =
      verdict.reason === 'not_public'
        ? `The SMTP server ${hostname} is on a private or reserved network address, which this service does not connect to. Use the public SMTP server name your e-mail provider gives.`
        : `The SMTP server ${hostname} could not be found. Check the server name your e-mail provider gives.`
    return { ok: false, reason: verdict.reason, message, detail: verdict.message }
  }
  return {
    ok: true,
    server: `${hostname}:${settings.port}`,
    settings: {
      ...settings,
      host: verdict.address,
      ...(isIP(hostname) ? {} : { servername: hostname }),
    },
  }
}

/** nodemailer's codes for a server that answered and refused the login. */
const LOGIN_REFUSED = new Set(['EAUTH', 'ENOAUTH'])

/**
 * True when the exchange failed before the server answered as an SMTP server: refused, reset,
 * silent, TLS or greeting failed (nodemailer's CONN stage, no reply code). These are the failures
 * whose words would tell a closed port from a silent one, so the user reads one sentence for all.
 */
export function failedBeforeSmtp(error: unknown): boolean {
  const details = (error ?? {}) as { command?: unknown; responseCode?: unknown; code?: unknown }
  if (typeof details.responseCode === 'number') return false
  if (typeof details.code === 'string' && LOGIN_REFUSED.has(details.code)) return false
  return details.command === undefined || details.command === 'CONN'
}

/**
 * The user's sentence for a failed exchange with their SMTP server. A refused login is told as
 * such (the server spoke SMTP and answered); everything before that (refused, reset, silent,
 * not SMTP, TLS failed) is one sentence, so neither its wording nor its code tells them apart.
 */
export function smtpFailureMessage(error: unknown, server: string): string {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'string' && LOGIN_REFUSED.has(code)) {
    return `The SMTP server ${server} did not accept the user name and password. Check them (some providers need an app password).`
  }
  return `The SMTP server ${server} could not be reached, or did not answer as an SMTP server. Check the server name, the port and the security setting your e-mail provider gives (SSL/TLS usually on port 465, STARTTLS on 587).`
}

/** What the log keeps of a failed exchange: nodemailer's code, command and message, no password. */
export function smtpFailureDetail(error: unknown, password: string | undefined) {
  const details = (error ?? {}) as { code?: string; command?: string; message?: string }
  const message = String(details.message ?? error)
  return {
    code: details.code,
    command: details.command,
    message: password ? message.split(password).join('[redacted]') : message,
  }
}
