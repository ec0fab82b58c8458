/**
 * How a campaign message leaves: one interface over the platform's SMTP server (SMTP_URL), the
 * user's own SMTP server, Gmail's API and Microsoft Graph. A failure says what it means for the
 * queue: `transient` (nothing was delivered, try later), `permanent` (refused, do not retry),
 * or `unknown` (the message may have gone: count it sent-unverified, never send it again).
 */

/** One message, fully decided: the queue row's Message-ID goes out on every attempt. */
export interface OutgoingEmail {
  from: { name: string; address: string }
  to: { name: string | null; address: string }
  replyTo: string
  subject: string
  text: string
  /** '<queue-id@domain>'. */
  messageId: string
  /** List-Unsubscribe, List-Unsubscribe-Post and the providers' metadata headers. */
  headers: Record<string, string>
}

interface SendResult {
  /** The provider's id for the message (an SMTP queue id, Gmail's message id), if it gave one. */
  providerMessageId: string | null
  /** What the provider answered, for email_logs. */
  response: unknown
}

export type SendOutcome = 'transient' | 'permanent' | 'unknown'

export class SendFailure extends Error {
  override name = 'SendFailure'
  constructor(
    message: string,
    readonly outcome: SendOutcome,
    readonly code: string | null = null,
    readonly response: unknown = null,
    /** What only the log gets (the transport's own words, when `message` is kept neutral). */
    readonly detail: string | null = null,
  ) {
    super(message)
  }
}

export interface CampaignTransport {
  /** 'platform', 'smtp', 'google', 'microsoft': written to email_logs.provider. */
  readonly provider: string
  /**
   * The address messages are sent from when the transport fixes it (a user's own mailbox);
   * null when the sender's name goes with the platform's MAIL_FROM address.
   */
  readonly fromAddress: string | null
  send(email: OutgoingEmail): Promise<SendResult>
  close(): Promise<void>
}

/** A connected mailbox that can no longer send (revoked, refused): the campaign stops. */
export class MailboxUnavailable extends Error {
  override name = 'MailboxUnavailable'
}
