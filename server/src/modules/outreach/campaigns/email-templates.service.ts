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
import type { MessageTone } from '@common/enums'
import { OUTREACH } from '@common/limits'
import { and, count, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { type EmailTemplate, emailTemplates } from '../../../db/schema'
import { userRows } from '../../../db/user-rows'
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
  const rows = await userRows(
    db,
    emailTemplates,
    userId,
    getTableColumns(emailTemplates),
    emailTemplates.createdAt,
  )
  return rows.map(toView)
}

export async function createEmailTemplate(
  db: Db,
  userId: string,
  input: EmailTemplateRequest,
): Promise<EmailTemplateView> {
  const values = emailTemplateRequest.parse(input)
  const limit = OUTREACH.templatesPerUser
  // Counted under a lock of the user's, so parallel saves cannot pass the limit together.
  const row = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`email_templates:${userId}`}, 0))`,
    )
    const [existing] = await tx
      .select({ n: count() })
      .from(emailTemplates)
      .where(eq(emailTemplates.userId, userId))
    if ((existing?.n ?? 0) >= limit) return null
    const [inserted] = await tx
      .insert(emailTemplates)
      .values({ userId, ...values })
      .returning()
    return inserted ?? null
  })
  if (!row) {
    throw AppError.conflict('TOO_MANY_TEMPLATES', OUTREACH_MESSAGES.tooManyTemplates(limit))
  }
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
