/**
 * E-mail templates of campaigns (the spec's email_templates: tone compassionate by default), at
 * most OUTREACH.templatesPerUser a user; another user's template answers 404 as if absent.
 */
import {
  CAMPAIGN_MESSAGES,
  type EmailTemplateRequest,
  type EmailTemplateView,
  emailTemplateRequest,
  type UpdateEmailTemplateRequest,
  updateEmailTemplateRequest,
} from '@common/contracts/email-campaigns'
import { OUTREACH_MESSAGES } from '@common/contracts/outreach'
import { OUTREACH } from '@common/limits'
import { getTableColumns } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import {
  deleteOwnRow,
  findOwnRow,
  insertOwnRowWithinLimit,
  updateOwnRow,
} from '../../../db/own-rows'
import { emailTemplates } from '../../../db/schema'
import { userRows } from '../../../db/user-rows'
import { AppError } from '../../../http/app-error'
import { templateView } from '../template-view'

export async function listEmailTemplates(db: Db, userId: string): Promise<EmailTemplateView[]> {
  const rows = await userRows(
    db,
    emailTemplates,
    userId,
    getTableColumns(emailTemplates),
    emailTemplates.createdAt,
  )
  return rows.map(templateView)
}

export async function createEmailTemplate(
  db: Db,
  userId: string,
  input: EmailTemplateRequest,
): Promise<EmailTemplateView> {
  const values = emailTemplateRequest.parse(input)
  const limit = OUTREACH.templatesPerUser
  const row = await insertOwnRowWithinLimit(db, emailTemplates, { userId, ...values }, limit)
  if (!row) {
    throw AppError.conflict('TOO_MANY_TEMPLATES', OUTREACH_MESSAGES.tooManyTemplates(limit))
  }
  return templateView(row)
}

/** The user's template, or 404 EMAIL_TEMPLATE_NOT_FOUND. */
export async function ownEmailTemplate(
  db: Db,
  userId: string,
  id: string,
): Promise<EmailTemplateView> {
  const row = await findOwnRow(db, emailTemplates, userId, id)
  if (!row) throw templateNotFound()
  return templateView(row)
}

const templateNotFound = () =>
  AppError.notFound('EMAIL_TEMPLATE_NOT_FOUND', CAMPAIGN_MESSAGES.templateNotFound)

/** PATCH /api/email-templates/:id: the fields sent change; another user's template is 404. */
export async function updateEmailTemplate(
  db: Db,
  userId: string,
  id: string,
  input: UpdateEmailTemplateRequest,
): Promise<EmailTemplateView> {
  const patch = updateEmailTemplateRequest.parse(input)
  const row = await updateOwnRow(db, emailTemplates, userId, id, patch)
  if (!row) throw templateNotFound()
  return templateView(row)
}

/**
 * DELETE /api/email-templates/:id. Campaigns made from it keep their own subject and body (their
 * template_id is set null by the foreign key).
 */
export async function deleteEmailTemplate(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteOwnRow(db, emailTemplates, userId, id))) throw templateNotFound()
}
