/**
 * POST /api/email-campaigns: a draft and all its queue rows in one transaction (one row per
 * recipient, dedupeKey unique). Leads whose case may have ended (the record's sale cancelled,
 * sold or stayed, now or since the lead was kept, a dismissal, a past sale date, a lead marked
 * dead: common/outreach/case-status) are left out and counted unless the user confirmed them, as
 * the composer asks for one lead; so are typed-in recipients attached to such a lead.
 */
import { createHash, randomUUID } from 'node:crypto'
import {
  CAMPAIGN_MESSAGES,
  type CreateEmailCampaignRequest,
  createEmailCampaignRequest,
  type EmailCampaignView,
} from '@common/contracts/email-campaigns'
import type { LeadView } from '@common/contracts/leads'
import { OUTREACH_MESSAGES } from '@common/contracts/outreach'
import { EMAIL_CAMPAIGNS } from '@common/limits'
import { type CaseStatusReason, checkCaseStatus } from '@common/outreach/case-status'
import { fillPlaceholders, leadPropertyAddress } from '@common/outreach/placeholders'
import { AppError } from '../../../http/app-error'
import { findLeadsForUser } from '../../leads'
import { insertCampaign } from './campaign.queries'
import { type CampaignDeps, campaignView, requireConnectedMailbox } from './campaign.service'
import { messageIdFor } from './campaign-message'
import { type CampaignRecipient, resolveRecipients } from './campaign-recipients'
import { ownEmailTemplate } from './email-templates.service'

/** 'campaign:<id>:<sha-256 of the address>': one message per campaign and recipient. */
export function dedupeKeyFor(campaignId: string, email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
  return `campaign:${campaignId}:${digest}`
}

/** The leads to write to, and those left out because their case may have ended. */
function leadsByCaseStatus(leads: readonly LeadView[], confirmed: boolean, now: Date) {
  const today = now.toISOString().slice(0, 10)
  const kept: LeadView[] = []
  const reasons = new Set<CaseStatusReason>()
  let ended = 0
  for (const lead of leads) {
    const check = checkCaseStatus(lead, today)
    if (check.needsConfirmation && !confirmed) {
      ended++
      for (const reason of check.reasons) reasons.add(reason)
    } else kept.push(lead)
  }
  return { kept, ended, reasons: [...reasons] }
}

function placeholderValues(recipient: CampaignRecipient) {
  const lead = recipient.lead
  return {
    fullName: recipient.name,
    propertyAddress: lead ? leadPropertyAddress(lead) : null,
    caseNumber: lead?.caseNumber,
  }
}

/** Typed-in recipients with the user's lead each is attached to (404 when not theirs). */
async function withTheirLeads(
  deps: CampaignDeps,
  userId: string,
  recipients: NonNullable<CreateEmailCampaignRequest['recipients']>,
) {
  const ids = [...new Set(recipients.flatMap((r) => (r.leadId ? [r.leadId] : [])))]
  const leads = ids.length > 0 ? await findLeadsForUser(deps.db, { userId, ids }) : []
  if (leads.length < ids.length) {
    throw AppError.notFound('LEAD_NOT_FOUND', OUTREACH_MESSAGES.leadNotFound)
  }
  const byId = new Map(leads.map((lead) => [lead.id, lead]))
  return recipients.map((r) => ({ ...r, lead: (r.leadId && byId.get(r.leadId)) || null }))
}

export async function createCampaign(
  deps: CampaignDeps,
  userId: string,
  input: CreateEmailCampaignRequest,
  now = new Date(),
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
    throw AppError.notFound('LEAD_NOT_FOUND', OUTREACH_MESSAGES.leadNotFound)
  }
  const byCase = leadsByCaseStatus(leads, request.caseStatusConfirmed, now)
  // A typed-in recipient attached to a lead is about that lead's case as much as a chosen lead.
  const own = await withTheirLeads(deps, userId, request.recipients ?? [])
  const ownByCase = leadsByCaseStatus(
    own.flatMap((recipient) => (recipient.lead ? [recipient.lead] : [])),
    request.caseStatusConfirmed,
    now,
  )
  const ownKept = new Set(ownByCase.kept)
  byCase.ended += ownByCase.ended
  byCase.reasons = [...new Set([...byCase.reasons, ...ownByCase.reasons])]
  const resolved = await resolveRecipients({
    userId,
    own: own.filter((recipient) => !recipient.lead || ownKept.has(recipient.lead)),
    leads: byCase.kept,
    findLeadEmails: deps.findLeadEmails,
  })
  if (resolved.recipients.length === 0 && byCase.ended > 0) {
    throw AppError.conflict('CASE_STATUS_CONFIRMATION_REQUIRED', OUTREACH_MESSAGES.caseStatus, {
      reasons: byCase.reasons,
    })
  }
  if (resolved.recipients.length === 0) {
    throw AppError.badRequest('NO_RECIPIENTS', CAMPAIGN_MESSAGES.noRecipients)
  }
  if (resolved.recipients.length > EMAIL_CAMPAIGNS.recipientsMax) {
    throw AppError.badRequest(
      'TOO_MANY_RECIPIENTS',
      CAMPAIGN_MESSAGES.tooManyRecipients(EMAIL_CAMPAIGNS.recipientsMax),
    )
  }
  const leadStates = [
    ...new Set(resolved.recipients.flatMap((r) => (r.lead?.state ? [r.lead.state] : []))),
  ]
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
      skippedDuplicates: resolved.duplicates,
      skippedWithoutEmail: resolved.withoutEmail,
      skippedCaseEnded: byCase.ended,
      leadStates,
    },
    (campaignId) =>
      resolved.recipients.map((recipient) => {
        const id = randomUUID()
        const values = placeholderValues(recipient)
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
  return campaignView(deps.db, campaign)
}
