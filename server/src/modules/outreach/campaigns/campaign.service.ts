/**
 * E-mail campaigns: made as a draft with its queue (one row per recipient, dedupeKey unique),
 * started only with a valid sender identity (CAN-SPAM), then sent by the send-campaign job;
 * paused, resumed and cancelled by conditional updates, so parallel requests cannot pass a
 * campaign through two states at once. Another user's campaign answers 404 as if absent.
 */

import {
  CAMPAIGN_MESSAGES,
  type CampaignPreviewView,
  type EmailCampaignView,
} from '@common/contracts/email-campaigns'
import type { EmailCampaignStatus } from '@common/enums'
import type { Db } from '../../../db/client'
import type { EmailCampaign } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import type { JobQueue } from '../../../jobs/job-queue'
import { selectMailbox } from '../mail/mailbox.queries'
import { getSenderIdentity, requireSenderIdentity } from '../sender/sender-identity.service'
import {
  campaignCounts,
  cancelPendingRows,
  selectCampaign,
  selectCampaigns,
  transitionCampaign,
} from './campaign.queries'
import { assertPlaceholdersFilled, campaignPreview } from './campaign-placeholders'
import { campaignSendingLimit, type SendingLimits } from './campaign-sending-limit'
import { assertStateLawAcknowledged, campaignStateLaw } from './campaign-state-law'
import type { FindLeadEmails } from './lead-email-port'
import { SEND_CAMPAIGN_JOB } from './send-campaign.contract'

export interface CampaignDeps {
  db: Db
  jobs: JobQueue | null
  publicUrl: string
  /** NODE_ENV=production: the unsubscribe link must be https (RFC 8058). */
  production: boolean
  findLeadEmails?: FindLeadEmails
  /** The send job's limits (the runtime's outreachMail), for saying when they hold a campaign. */
  sendingLimits?: SendingLimits
}

const notFound = () => AppError.notFound('CAMPAIGN_NOT_FOUND', CAMPAIGN_MESSAGES.notFound)

export async function campaignView(
  db: Db,
  row: EmailCampaign,
  limits?: SendingLimits,
): Promise<EmailCampaignView> {
  const counts = await campaignCounts(db, row.id)
  const skipped = {
    duplicates: row.skippedDuplicates,
    withoutEmail: row.skippedWithoutEmail,
    caseEnded: row.skippedCaseEnded,
  }
  const total = row.totalRecipients
  const done = total - counts.queued
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    body: row.body,
    status: row.status as EmailCampaignStatus,
    mailboxId: row.mailboxId,
    totalRecipients: total,
    counts: { ...counts, skipped: skipped.duplicates + skipped.withoutEmail + skipped.caseEnded },
    progress: total === 0 ? 100 : Math.round((done / total) * 1000) / 10,
    stopReason: row.stopReason,
    sendingLimit: await campaignSendingLimit(db, row, limits),
    skipped,
    stateLaw: campaignStateLaw(row),
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  }
}

/** The user's mailbox to send from: 404 when it is not theirs, 409 when it was disconnected. */
export async function requireConnectedMailbox(db: Db, userId: string, mailboxId: string) {
  const mailbox = await selectMailbox(db, userId, mailboxId)
  if (!mailbox) throw AppError.notFound('MAILBOX_NOT_FOUND', 'Mailbox not found')
  if (!mailbox.isConnected) {
    throw AppError.conflict('MAILBOX_NOT_CONNECTED', CAMPAIGN_MESSAGES.mailboxNotConnected)
  }
  return mailbox
}

export async function getCampaign(
  deps: Pick<CampaignDeps, 'db' | 'sendingLimits'>,
  userId: string,
  id: string,
): Promise<EmailCampaignView> {
  const row = await selectCampaign(deps.db, userId, id)
  if (!row) throw notFound()
  return campaignView(deps.db, row, deps.sendingLimits)
}

/** GET /api/email-campaigns/:id/preview: each waiting recipient's message, filled as it goes out. */
export async function previewCampaign(
  db: Db,
  userId: string,
  id: string,
): Promise<CampaignPreviewView> {
  const row = await selectCampaign(db, userId, id)
  if (!row) throw notFound()
  return campaignPreview(db, id, await getSenderIdentity(db, userId))
}

export async function listCampaigns(
  deps: Pick<CampaignDeps, 'db' | 'sendingLimits'>,
  userId: string,
): Promise<EmailCampaignView[]> {
  const rows = await selectCampaigns(deps.db, userId)
  return Promise.all(rows.map((row) => campaignView(deps.db, row, deps.sendingLimits)))
}

/** Refuses a move from the campaign's state: 404 when it is not the user's, else 409. */
async function refuseTransition(
  db: Db,
  userId: string,
  id: string,
  message: (s: string) => string,
): Promise<never> {
  const row = await selectCampaign(db, userId, id)
  if (!row) throw notFound()
  throw AppError.conflict('CAMPAIGN_STATE_CONFLICT', message(row.status))
}

/** POST /api/email-campaigns/:id/start: a draft or paused campaign is scheduled and sent. */
export async function startCampaign(
  deps: CampaignDeps,
  userId: string,
  id: string,
  options: { stateLawAcknowledged: boolean } = { stateLawAcknowledged: false },
): Promise<EmailCampaignView> {
  const existing = await selectCampaign(deps.db, userId, id)
  if (!existing) throw notFound()
  const sender = await requireSenderIdentity(deps.db, userId)
  if (deps.production && !deps.publicUrl.startsWith('https://')) {
    throw new AppError('UNSUBSCRIBE_LINK_NOT_HTTPS', CAMPAIGN_MESSAGES.httpsRequired, 503)
  }
  assertStateLawAcknowledged(existing, options.stateLawAcknowledged)
  await assertPlaceholdersFilled(deps.db, id, sender)
  if (existing.mailboxId) await requireConnectedMailbox(deps.db, userId, existing.mailboxId)
  const row = await transitionCampaign(deps.db, { id, userId }, ['draft', 'paused'], 'scheduled', {
    startedAt: existing.startedAt ?? new Date(),
    stopReason: null,
    ...(options.stateLawAcknowledged &&
      !existing.stateLawAcknowledgedAt &&
      campaignStateLaw(existing).needsAcknowledgement && { stateLawAcknowledgedAt: new Date() }),
  })
  if (!row) return refuseTransition(deps.db, userId, id, CAMPAIGN_MESSAGES.cannotStart)
  if (deps.jobs) await deps.jobs.send(SEND_CAMPAIGN_JOB, { campaignId: id })
  return campaignView(deps.db, row, deps.sendingLimits)
}

/** POST /api/email-campaigns/:id/pause: the workers stop before their next message. */
export async function pauseCampaign(
  db: Db,
  userId: string,
  id: string,
): Promise<EmailCampaignView> {
  const row = await transitionCampaign(db, { id, userId }, ['scheduled', 'sending'], 'paused')
  if (!row) return refuseTransition(db, userId, id, CAMPAIGN_MESSAGES.cannotPause)
  return campaignView(db, row)
}

/** POST /api/email-campaigns/:id/cancel: nothing more is sent; waiting messages are cancelled. */
export async function cancelCampaign(
  db: Db,
  userId: string,
  id: string,
): Promise<EmailCampaignView> {
  const row = await transitionCampaign(
    db,
    { id, userId },
    ['draft', 'scheduled', 'sending', 'paused'],
    'cancelled',
    { completedAt: new Date() },
  )
  if (!row) return refuseTransition(db, userId, id, CAMPAIGN_MESSAGES.cannotCancel)
  await cancelPendingRows(db, id)
  return campaignView(db, row)
}
