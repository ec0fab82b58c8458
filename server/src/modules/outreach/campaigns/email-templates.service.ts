/** E-mail templates of campaigns (the spec's email_templates: tone compassionate by default). */
import {
  CAMPAIGN_MESSAGES,
  type EmailTemplateRequest,
  type EmailTemplateView,
  emailTemplateRequest,
  type UpdateEmailTemplateRequest,
  updateEmailTemplateRequest,
} from '@common/contracts/email-campaigns'
import type { MessageTone } from '@common/enums'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { type EmailTemplate, emailTemplates } from '../../../db/schema'
import { AppError } from '../../../http/app-error'

function toView(row: EmailTemplate): EmailTemplateView {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    body: row.body,
    tone: row.tone as MessageTone,
  }
}

export async function listEmailTemplates(db: Db, userId: string): Promise<EmailTemplateView[]> {
  const rows = await db
    .select()
    .from(emailTemplates)
    .where(eq(emailTemplates.userId, userId))
    .orderBy(asc(emailTemplates.createdAt))
  return rows.map(toView)
}

export async function createEmailTemplate(
  db: Db,
  userId: string,
  input: EmailTemplateRequest,
): Promise<EmailTemplateView> {
  const values = emailTemplateRequest.parse(input)
  const [row] = await db
    .insert(emailTemplates)
    .values({ userId, ...values })
    .returning()
  if (!row) throw new Error('createEmailTemplate: no row returned')
  return toView(row)
}

/** The user's template, or 404 EMAIL_TEMPLATE_NOT_FOUND. */
export async function ownEmailTemplate(
  db: Db,
  userId: string,
  id: string,
): Promise<EmailTemplateView> {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.id, id), eq(emailTemplates.userId, userId)))
  if (!row) throw templateNotFound()
  return toView(row)
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
  const [row] = await db
    .update(emailTemplates)
    .set(patch)
    .where(and(eq(emailTemplates.id, id), eq(emailTemplates.userId, userId)))
    .returning()
  if (!row) throw templateNotFound()
  return toView(row)
}

/**
 * DELETE /api/email-templates/:id. Campaigns made from it keep their own subject and body (their
 * template_id is set null by the foreign key).
 */
export async function deleteEmailTemplate(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(emailTemplates)
    .where(and(eq(emailTemplates.id, id), eq(emailTemplates.userId, userId)))
    .returning({ id: emailTemplates.id })
  if (deleted.length === 0) throw templateNotFound()
}
