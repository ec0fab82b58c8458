/**
 * One worker's pass over a campaign's queue: claim the next due row, skip it if the recipient
 * opted out by now (suppression checked at send time), respect the sender's rate limits, record
 * the attempt, send, record the outcome; until nothing is due. Safe to run in any number of
 * workers at once, and after a worker was killed: see send-queue.queries.ts.
 */
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/client'
import { hitThrottleChain } from '../../throttle'
import { type CampaignTransport, SendFailure } from '../mail/campaign-transport'
import { getSenderIdentity } from '../sender/sender-identity.service'
import { isSuppressed } from '../suppression/suppression.queries'
import { selectCampaignById, transitionCampaign } from './campaign.queries'
import { buildCampaignEmail } from './campaign-message'
import { filledFor, PlaceholdersUnfilled, unfilledMessage } from './campaign-placeholders'
import { type CampaignSendServices, MailboxUnavailable } from './campaign-send-services'
import { sendingLimitRules } from './campaign-sending-limit'
import {
  type ClaimedRow,
  claimNext,
  finishRow,
  markSending,
  queueRemainder,
  recoverLapsedClaims,
} from './send-queue.queries'

export type CampaignPassResult =
  | { state: 'done' }
  | { state: 'stopped'; reason: string }
  /** Rows are due later (retries, rate limits) or held by other workers: run again after this. */
  | { state: 'again'; afterSeconds: number }

const SENDABLE = ['scheduled', 'sending'] as const

async function transportFor(
  db: Db,
  services: CampaignSendServices,
  campaign: { userId: string; mailboxId: string | null },
): Promise<CampaignTransport> {
  if (!campaign.mailboxId) return services.platformTransport
  if (!services.mailboxTransport)
    throw new MailboxUnavailable('Mailboxes cannot send from this process')
  return services.mailboxTransport(db, campaign.userId, campaign.mailboxId)
}

/** Waits of a transient failure: base, 2x, 4x ... */
function backoffSeconds(services: CampaignSendServices, retryCount: number): number {
  return services.retryBaseSeconds * 2 ** retryCount
}

export async function runCampaignPass(
  db: Db,
  services: CampaignSendServices,
  campaignId: string,
  log: FastifyBaseLogger,
): Promise<CampaignPassResult> {
  const { workerId, claimSeconds } = services
  let campaign = await selectCampaignById(db, campaignId)
  if (!campaign || !SENDABLE.includes(campaign.status as (typeof SENDABLE)[number])) {
    return { state: 'stopped', reason: campaign ? campaign.status : 'gone' }
  }
  if (campaign.status === 'scheduled') {
    await transitionCampaign(db, { id: campaignId }, ['scheduled'], 'sending')
  }
  const sender = await getSenderIdentity(db, campaign.userId)
  if (!sender) {
    await transitionCampaign(db, { id: campaignId }, SENDABLE, 'paused', {
      stopReason: 'The sender identity was removed; set it again in Settings and resume.',
    })
    return { state: 'stopped', reason: 'no sender identity' }
  }
  let transport: CampaignTransport
  try {
    transport = await transportFor(db, services, campaign)
  } catch (error) {
    if (!(error instanceof MailboxUnavailable)) throw error
    await transitionCampaign(db, { id: campaignId }, SENDABLE, 'paused', {
      stopReason: error.message,
    })
    return { state: 'stopped', reason: error.message }
  }
  const ownTransport = transport !== services.platformTransport
  try {
    await recoverLapsedClaims(db, campaignId)
    for (;;) {
      campaign = await selectCampaignById(db, campaignId)
      if (campaign?.status !== 'sending') {
        return { state: 'stopped', reason: campaign?.status ?? 'gone' }
      }
      const row = await claimNext(db, campaignId, workerId, claimSeconds)
      if (!row) break
      try {
        await sendRow(db, services, transport, row, sender, log)
      } catch (error) {
        if (!(error instanceof MailboxUnavailable || error instanceof PlaceholdersUnfilled)) {
          throw error
        }
        await transitionCampaign(db, { id: campaignId }, SENDABLE, 'paused', {
          stopReason: error.message,
        })
        return { state: 'stopped', reason: error.message }
      }
    }
    const left = await queueRemainder(db, campaignId)
    if (left.waiting === 0 && left.held === 0) {
      const counts = await db.execute<{ sent: number; failed: number }>(
        sql`select count(*) filter (where status in ('sent','sent_unverified','bounced'))::int as sent,
          count(*) filter (where status = 'failed')::int as failed from email_queue where campaign_id = ${campaignId}`,
      )
      await transitionCampaign(db, { id: campaignId }, ['sending'], 'completed', {
        completedAt: new Date(),
        sentCount: Number(counts.rows[0]?.sent ?? 0),
        failedCount: Number(counts.rows[0]?.failed ?? 0),
      })
      return { state: 'done' }
    }
    const afterSeconds =
      left.waiting > 0 && left.nextDueInSeconds !== null
        ? Math.max(1, Math.ceil(left.nextDueInSeconds))
        : Math.max(1, Math.ceil(claimSeconds / 2))
    return { state: 'again', afterSeconds }
  } finally {
    if (ownTransport) await transport.close().catch(() => undefined)
  }
}

async function sendRow(
  db: Db,
  services: CampaignSendServices,
  transport: CampaignTransport,
  row: ClaimedRow,
  sender: NonNullable<Awaited<ReturnType<typeof getSenderIdentity>>>,
  log: FastifyBaseLogger,
): Promise<void> {
  const { workerId, claimSeconds } = services
  const provider = transport.provider
  if (await isSuppressed(db, row.user_id, row.recipient_email)) {
    await finishRow(db, row, workerId, { status: 'suppressed' }, { provider })
    return
  }
  const limits = await hitThrottleChain(db, sendingLimitRules(row.user_id, services.rateLimits))
  if (limits.refusal) {
    await finishRow(
      db,
      row,
      workerId,
      { status: 'released', afterSeconds: limits.refusal.retryAfterSeconds },
      { provider },
    )
    return
  }
  const message = {
    id: row.id,
    recipientEmail: row.recipient_email,
    recipientName: row.recipient_name,
    subject: row.subject,
    body: row.body,
    messageId: row.message_id,
  }
  // Checked when it started; the sender identity may have lost its phone since.
  const { unfilled } = filledFor(message, sender)
  if (unfilled.length > 0) {
    await finishRow(db, row, workerId, { status: 'released', afterSeconds: 0 }, { provider })
    throw new PlaceholdersUnfilled(unfilledMessage(unfilled, [row.recipient_email], 1))
  }
  const email = buildCampaignEmail(message, sender, services, transport.fromAddress)
  if (!(await markSending(db, row, workerId, claimSeconds, provider))) return
  try {
    const result = await transport.send(email)
    await finishRow(
      db,
      row,
      workerId,
      { status: 'sent', providerMessageId: result.providerMessageId },
      { provider, response: result.response },
    )
  } catch (error) {
    if (error instanceof MailboxUnavailable) {
      // Refused before anything was sent (the mailbox's access was revoked): back to the queue.
      await finishRow(
        db,
        row,
        workerId,
        { status: 'retry', afterSeconds: 0, error: error.message },
        { provider, errorCode: 'MAILBOX_UNAVAILABLE' },
      )
      throw error
    }
    const failure = error instanceof SendFailure ? error : new SendFailure(String(error), 'unknown')
    log.warn(
      { queueId: row.id, outcome: failure.outcome, code: failure.code, detail: failure.detail },
      'campaign e-mail not sent',
    )
    const outcome =
      failure.outcome === 'unknown'
        ? ({ status: 'sent_unverified', error: failure.message } as const)
        : failure.outcome === 'transient' && row.retry_count < services.transientRetries
          ? ({
              status: 'retry',
              afterSeconds: backoffSeconds(services, row.retry_count),
              error: failure.message,
            } as const)
          : ({ status: 'failed', error: failure.message } as const)
    await finishRow(db, row, workerId, outcome, {
      provider,
      response: failure.response,
      errorCode: failure.code,
    })
  }
}
