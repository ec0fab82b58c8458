/**
 * Message templates: the built-in defaults (every tone) and the user's own, which they create,
 * change and delete. Another user's template answers exactly like one that does not exist.
 */
import {
  type CreateMessageTemplateRequest,
  createMessageTemplateRequest,
  type ListMessageTemplatesResponse,
  type MessageTemplateView,
  OUTREACH_MESSAGES,
  type UpdateMessageTemplateRequest,
  updateMessageTemplateRequest,
} from '@common/contracts/outreach'
import { OUTREACH } from '@common/limits'
import type { Db } from '../../../db/client'
import type { MessageTemplate } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import { templateView } from '../template-view'
import { DEFAULT_MESSAGE_TEMPLATES } from './default-message-templates'
import {
  deleteTemplate,
  insertTemplateWithinLimit,
  selectTemplates,
  updateTemplate,
} from './message-templates.queries'

const notFound = () =>
  AppError.notFound('MESSAGE_TEMPLATE_NOT_FOUND', OUTREACH_MESSAGES.templateNotFound)

function toView(row: MessageTemplate): MessageTemplateView {
  return { ...templateView(row), isDefault: false }
}

/** GET /api/message-templates: the user's own and the defaults. */
export async function listMessageTemplates(
  db: Db,
  userId: string,
): Promise<ListMessageTemplatesResponse> {
  const rows = await selectTemplates(db, userId)
  return { templates: rows.map(toView), defaultTemplates: [...DEFAULT_MESSAGE_TEMPLATES] }
}

/** Saves a template of the user's; at most OUTREACH.templatesPerUser. */
export async function createMessageTemplate(
  db: Db,
  userId: string,
  input: CreateMessageTemplateRequest,
): Promise<MessageTemplateView> {
  const values = createMessageTemplateRequest.parse(input)
  const row = await insertTemplateWithinLimit(
    db,
    {
      userId,
      name: values.name,
      subject: values.subject || null,
      body: values.body,
      tone: values.tone,
    },
    OUTREACH.templatesPerUser,
  )
  if (!row) {
    throw AppError.conflict(
      'TOO_MANY_TEMPLATES',
      OUTREACH_MESSAGES.tooManyTemplates(OUTREACH.templatesPerUser),
    )
  }
  return toView(row)
}

export async function updateMessageTemplate(
  db: Db,
  options: { userId: string; id: string; patch: UpdateMessageTemplateRequest },
): Promise<MessageTemplateView> {
  const patch = updateMessageTemplateRequest.parse(options.patch)
  const row = await updateTemplate(db, options.userId, options.id, {
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.subject !== undefined && { subject: patch.subject || null }),
    ...(patch.body !== undefined && { body: patch.body }),
    ...(patch.tone !== undefined && { tone: patch.tone }),
  })
  if (!row) throw notFound()
  return toView(row)
}

export async function deleteMessageTemplate(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteTemplate(db, userId, id))) throw notFound()
}
