/**
 * The outreach log (spec: POST/GET /api/outreach): a message the user copied or marked as sent
 * to a defendant's social profile, stored with their acknowledgement of the compliance notice.
 * Only the user's own profile and lead can be named; anyone else's answers 404 as if absent.
 */

import type { LeadView } from '@common/contracts/leads'
import {
  COMPLIANCE_REQUIRED_MESSAGE,
  type CreateOutreachRequest,
  createOutreachRequest,
  type ListOutreachQuery,
  type MarkOutreachRepliedRequest,
  OUTREACH_MESSAGES,
  type OutreachRecordView,
} from '@common/contracts/outreach'
import type { OutreachStatus, SocialPlatform } from '@common/enums'
import { OUTREACH } from '@common/limits'
import type { Db } from '../../../db/client'
import type { OutreachRecord } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import { findLeadsForUser } from '../../leads'
import { assertLawfulOutreach } from './outreach-guard'
import {
  findOwnOutreach,
  insertOutreach,
  selectOutreach,
  setOutreachReplied,
} from './outreach-log.queries'
import type { FindOwnSocialProfile } from './social-profile-port'

export interface OutreachLogDeps {
  db: Db
  findSocialProfile: FindOwnSocialProfile
}

function toOutreachView(row: OutreachRecord): OutreachRecordView {
  return {
    id: row.id,
    socialProfileId: row.socialProfileId,
    leadId: row.leadId,
    defendantName: row.defendantName,
    platform: row.platform as SocialPlatform,
    subject: row.subject,
    message: row.message,
    status: row.status as OutreachStatus,
    complianceAcknowledged: row.complianceAcknowledged,
    sentAt: row.sentAt.toISOString(),
    repliedAt: row.repliedAt?.toISOString() ?? null,
  }
}

/** The user's lead by id, or 404 LEAD_NOT_FOUND. */
async function ownLead(db: Db, userId: string, leadId: string): Promise<LeadView> {
  const [lead] = await findLeadsForUser(db, { userId, ids: [leadId] })
  if (!lead) throw AppError.notFound('LEAD_NOT_FOUND', OUTREACH_MESSAGES.leadNotFound)
  return lead
}

/** POST /api/outreach. */
export async function logOutreach(
  deps: OutreachLogDeps,
  userId: string,
  input: CreateOutreachRequest,
): Promise<OutreachRecordView> {
  const request = createOutreachRequest.parse(input)
  const profile = await deps.findSocialProfile(userId, request.socialProfileId)
  if (!profile) {
    throw AppError.notFound('SOCIAL_PROFILE_NOT_FOUND', OUTREACH_MESSAGES.profileNotFound)
  }
  if (!request.complianceAcknowledged) {
    throw AppError.badRequest('COMPLIANCE_NOT_ACKNOWLEDGED', COMPLIANCE_REQUIRED_MESSAGE)
  }
  if (request.leadId) {
    const lead = await ownLead(deps.db, userId, request.leadId)
    assertLawfulOutreach(lead, request, request)
  }
  const row = await insertOutreach(deps.db, {
    userId,
    socialProfileId: profile.id,
    leadId: request.leadId ?? null,
    defendantName: request.defendantName,
    platform: request.platform,
    subject: request.subject || null,
    message: request.message,
    status: request.status,
    complianceAcknowledged: true,
  })
  return toOutreachView(row)
}

/** GET /api/outreach: the user's records, filtered, newest first. */
export async function listOutreach(
  db: Db,
  userId: string,
  filters: ListOutreachQuery,
): Promise<OutreachRecordView[]> {
  const rows = await selectOutreach(db, userId, filters, OUTREACH.historyLimit)
  return rows.map(toOutreachView)
}

/** GET /api/leads/:leadId/outreach: the lead's timeline of outreach (404 for another's lead). */
export async function listLeadOutreach(
  db: Db,
  userId: string,
  leadId: string,
): Promise<OutreachRecordView[]> {
  await ownLead(db, userId, leadId)
  return listOutreach(db, userId, { leadId })
}

/**
 * PATCH /api/outreach/:id (0040): the user records that the homeowner replied, or takes the mark
 * back. Idempotent. Another user's record (or none) is 404; a failed message cannot have a reply.
 */
export async function markOutreachReplied(
  db: Db,
  userId: string,
  id: string,
  input: MarkOutreachRepliedRequest,
): Promise<OutreachRecordView> {
  const existing = await findOwnOutreach(db, userId, id)
  if (!existing) throw AppError.notFound('OUTREACH_NOT_FOUND', OUTREACH_MESSAGES.recordNotFound)
  if (existing.status === 'failed' && input.replied) {
    throw AppError.conflict('OUTREACH_NOT_SENT', OUTREACH_MESSAGES.notSent)
  }
  const row = await setOutreachReplied(db, { userId, id, replied: input.replied })
  if (!row) throw AppError.notFound('OUTREACH_NOT_FOUND', OUTREACH_MESSAGES.recordNotFound)
  return toOutreachView(row)
}
