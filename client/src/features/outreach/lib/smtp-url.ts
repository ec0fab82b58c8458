/**
 * The SMTP mailbox form's fields as the URL the server takes (`smtps://user:password@host:465`):
 * SSL/TLS from the first byte is `smtps:`, STARTTLS (or none) is `smtp:`; the user name and the
 * password are percent-encoded, so an '@' or ':' in them does not break the URL.
 */
type SmtpSecurity = 'tls' | 'starttls'

export interface SmtpFields {
  host: string
  port: string
  security: SmtpSecurity
  user: string
  password: string
}

export const DEFAULT_PORTS: Record<SmtpSecurity, string> = { tls: '465', starttls: '587' }

/** Checks the fields; the first problem in words a person can act on, or null. */
export function smtpFieldsProblem(fields: SmtpFields): string | null {
  const host = fields.host.trim()
  if (!host) return 'Enter the server name, e.g. smtp.example.com.'
  if (!/^[a-z0-9.-]+$/i.test(host) || host.startsWith('.') || host.endsWith('.')) {
    return 'The server name can only have letters, digits, dots and dashes (e.g. smtp.example.com).'
  }
  const port = Number(fields.port)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    return 'The port is a number from 1 to 65535 (usually 465 for SSL/TLS, 587 for STARTTLS).'
  }
  if (!fields.user.trim()) return 'Enter the user name the server signs you in with.'
  if (!fields.password) return 'Enter the password (or app password) of the mailbox.'
  return null
}

export function smtpUrlOf(fields: SmtpFields): string {
  const scheme = fields.security === 'tls' ? 'smtps' : 'smtp'
  const user = encodeURIComponent(fields.user.trim())
  const password = encodeURIComponent(fields.password)
  return `${scheme}://${user}:${password}@${fields.host.trim()}:${Number(fields.port)}`
}
