/**
 * E-mail campaigns: made as a draft with its queue (one row per recipient, dedupeKey unique),
 * started only with a valid sender identity (CAN-SPAM), then sent by the send-campaign job;
 * paused, resumed and cancelled by conditional updates, so parallel requests cannot pass a
 * campaign through two states at once. Another user's campaign answers 404 as if absent.
 */

import { createHash, randomUUID } from 'node:crypto'
import {
  CAMPAIGN_MESSAGES,
  type CreateEmailCampaignRequest,
  createEmailCampaignRequest,
  type EmailCampaignView,
} from '@common/contracts/email-campaigns'
import type { EmailCampaignStatus } from '@common/enums'
import { EMAIL_CAMPAIGNS } from '@common/limits'
import { fillPlaceholders } from '@common/outreach/placeholders'
import type { Db } from '../../../db/client'
import type { EmailCampaign } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import type { JobQueue } from '../../../jobs/job-queue'
import { findLeadsForUser } from '../../leads'
import { selectMailbox } from '../mail/mailbox.queries'
import { requireSenderIdentity } from '../sender/sender-identity.service'
import {
  campaignCounts,
  cancelPendingRows,
  insertCampaign,
  selectCampaign,
  selectCampaigns,
  transitionCampaign,
} from './campaign.queries'
import { messageIdFor } from './campaign-message'
import { resolveRecipients } from './campaign-recipients'
import { ownEmailTemplate } from './email-templates.service'
import type { FindLeadEmails } from './lead-email-port'
import { SEND_CAMPAIGN_JOB } from './send-campaign.contract'

export interface CampaignDeps {
  db: Db
  jobs: JobQueue | null
  publicUrl: string
  /** NODE_ENV=production: the unsubscribe link must be https (RFC 8058). */
  production: boolean
  findLeadEmails?: FindLeadEmails
}

const notFound = () => AppError.notFound('CAMPAIGN_NOT_FOUND', CAMPAIGN_MESSAGES.notFound)

/** 'campaign:<id>:<sha-256 of the address>': one message per campaign and recipient. */
export function dedupeKeyFor(campaignId: string, email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
  return `campaign:${campaignId}:${digest}`
}

async function toView(
  db: Db,
  row: EmailCampaign,
  skipped?: EmailCampaignView['skipped'],
): Promise<EmailCampaignView> {
  const counts = await campaignCounts(db, row.id)
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
    counts,
    progress: total === 0 ? 100 : Math.round((done / total) * 1000) / 10,
    stopReason: row.stopReason,
    ...(skipped && { skipped }),
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  }
}

async function requireConnectedMailbox(db: Db, userId: string, mailboxId: string) {
  const mailbox = await selectMailbox(db, userId, mailboxId)
  if (!mailbox) throw AppError.notFound('MAILBOX_NOT_FOUND', 'Mailbox not found')
  if (!mailbox.isConnected) {
    throw AppError.conflict('MAILBOX_NOT_CONNECTED', CAMPAIGN_MESSAGES.mailboxNotConnected)
  }
  return mailbox
}

/** POST /api/email-campaigns: a draft and its queue. */
export async function createCampaign(
  deps: CampaignDeps,
  userId: string,
  input: CreateEmailCampaignRequest,
): Promise<EmailCampaignView> {
  const request = createEmailCampaignRequest.parse(input)
  const template = request.templateId
    ? await ownEmailTemplate(deps.db, userId, request.templateId)
    : null
  const subject = request.subject ?? template?.subject ?? ''
  const body = request.body ?? template?.body ?? ''
  if (request.mailboxId) await requireConnectedMailbox(deps.db, userId, request.mailboxId)

  const leadIds = [...new Set(request.leadIds ?? [])]
  const leads = leadIds.length > 0 ? await findLeadsForUser(deps.db, { userId, ids: leadIds }) : []
  if (leads.length < leadIds.length) {
    throw AppError.notFound('LEAD_NOT_FOUND', 'Lead not found')
  }
  const resolved = await resolveRecipients({
    userId,
    own: request.recipients ?? [],
    leads,
    findLeadEmails: deps.findLeadEmails,
  })
  if (resolved.recipients.length === 0) {
    throw AppError.badRequest('NO_RECIPIENTS', CAMPAIGN_MESSAGES.noRecipients)
  }
  if (resolved.recipients.length > EMAIL_CAMPAIGNS.recipientsMax) {
    throw AppError.badRequest(
      'TOO_MANY_RECIPIENTS',
      CAMPAIGN_MESSAGES.tooManyRecipients(EMAIL_CAMPAIGNS.recipientsMax),
    )
  }
  const campaign = await insertCampaign(
    deps.db,
    {
      userId,
      templateId: template?.id ?? null,
      name: request.name,
      subject,
      body,
      mailboxId: request.mailboxId ?? null,
      totalRecipients: resolved.recipients.length,
    },
    (campaignId) =>
      resolved.recipients.map((recipient) => {
        const id = randomUUID()
        const values = {
          fullName: recipient.name,
          propertyAddress: recipient.lead
            ? [
                recipient.lead.propertyAddress,
                recipient.lead.city,
                [recipient.lead.state, recipient.lead.zipCode].filter(Boolean).join(' '),
              ]
                .filter(Boolean)
                .join(', ')
            : null,
          caseNumber: recipient.lead?.caseNumber,
        }
        return {
          id,
          campaignId,
          userId,
          leadId: recipient.lead?.id ?? null,
          recipientEmail: recipient.email,
          recipientName: recipient.name,
          subject: fillPlaceholders(subject, values),
          body: fillPlaceholders(body, values),
          dedupeKey: dedupeKeyFor(campaignId, recipient.email),
          messageId: messageIdFor(id, deps.publicUrl),
        }
      }),
  )
  return toView(deps.db, campaign, {
    duplicates: resolved.duplicates,
    withoutEmail: resolved.withoutEmail,
  })
}

export async function getCampaign(db: Db, userId: string, id: string): Promise<EmailCampaignView> {
  const row = await selectCampaign(db, userId, id)
  if (!row) throw notFound()
  return toView(db, row)
}

export async function listCampaigns(db: Db, userId: string): Promise<EmailCampaignView[]> {
  const rows = await selectCampaigns(db, userId)
  return Promise.all(rows.map((row) => toView(db, row)))
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
): Promise<EmailCampaignView> {
  const existing = await selectCampaign(deps.db, userId, id)
  if (!existing) throw notFound()
  await requireSenderIdentity(deps.db, userId)
  if (deps.production && !deps.publicUrl.startsWith('https://')) {
    throw new AppError('UNSUBSCRIBE_LINK_NOT_HTTPS', CAMPAIGN_MESSAGES.httpsRequired, 503)
  }
  if (existing.mailboxId) await requireConnectedMailbox(deps.db, userId, existing.mailboxId)
  const row = await transitionCampaign(deps.db, { id, userId }, ['draft', 'paused'], 'scheduled', {
    startedAt: existing.startedAt ?? new Date(),
    stopReason: null,
  })
  if (!row) return refuseTransition(deps.db, userId, id, CAMPAIGN_MESSAGES.cannotStart)
  if (deps.jobs) await deps.jobs.send(SEND_CAMPAIGN_JOB, { campaignId: id })
  return toView(deps.db, row)
}

/** POST /api/email-campaigns/:id/pause: the workers stop before their next message. */
export async function pauseCampaign(
  db: Db,
  userId: string,
  id: string,
): Promise<EmailCampaignView> {
  const row = await transitionCampaign(db, { id, userId }, ['scheduled', 'sending'], 'paused')
  if (!row) return refuseTransition(db, userId, id, CAMPAIGN_MESSAGES.cannotPause)
  return toView(db, row)
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
  return toView(db, row)
}
