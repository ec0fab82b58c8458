/**
 * The Mailer provider's contract (CONVENTIONS.md rule 5), apart from the adapters that
 * implement it and from mailer.ts that chooses one, so no file imports its own importer.
 */

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
  /** Extra header fields, e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>
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
