/**
 * What the send-campaign job needs beyond the database, built once per process (the runtime's
 * `outreachMail`, composition/runtime.ts), which the job reads as `context.runtime.outreachMail`.
 */
import type { Db } from '../../../db/client'
import type { CampaignTransport } from '../mail/campaign-transport'
import type { MessageSettings } from './campaign-message'

export interface CampaignSendServices extends MessageSettings {
  /** The platform's SMTP (SMTP_URL), or the development outbox. */
  platformTransport: CampaignTransport
  /** A transport for the user's connected mailbox; throws MailboxUnavailable when it cannot send. */
  mailboxTransport?: (db: Db, userId: string, mailboxId: string) => Promise<CampaignTransport>
  /** Per-user sending limits, counted in the database (shared by every process). */
  rateLimits: { perMinute: number; perDay: number }
  /** How long a claim on a queue row lasts before another worker may recover it. */
  claimSeconds: number
  /** Transient failures are retried this many times, waiting retryBaseSeconds * 2^n. */
  transientRetries: number
  retryBaseSeconds: number
  /** This process's worker id: host, pid and a random part. */
  workerId: string
}

export { MailboxUnavailable } from '../mail/campaign-transport'
