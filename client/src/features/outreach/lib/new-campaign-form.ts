import {
  type CreateEmailCampaignRequest,
  createEmailCampaignRequest,
} from '@common/contracts/email-campaigns'
import { z } from 'zod'
import type { ParsedRecipients } from './recipient-list'

/** A new campaign as its form holds it; `leadIds` are the leads chosen on the lead list. */
export interface NewCampaignValues {
  name: string
  templateId: string
  subject: string
  body: string
  own: ParsedRecipients
  mailboxId: string
  includeEnded: boolean
  leadIds: readonly string[]
}

export const NO_RECIPIENTS: ParsedRecipients = { recipients: [], errors: [], duplicates: 0 }

const recipientLine = z.object({
  email: z.string(),
  name: z.string().nullable(),
})

/**
 * The form's values as the request (only what is given: a template, the leads, the own
 * recipients), checked by createEmailCampaignRequest, the schema the server validates with.
 */
export const newCampaignFormSchema = z
  .object({
    name: z.string(),
    templateId: z.string(),
    subject: z.string(),
    body: z.string(),
    own: z.object({
      recipients: z.array(recipientLine),
      errors: z.array(z.object({ line: z.number(), text: z.string(), message: z.string() })),
      duplicates: z.number(),
    }),
    mailboxId: z.string(),
    includeEnded: z.boolean(),
    leadIds: z.array(z.string()).readonly(),
  })
  .transform(
    (values): CreateEmailCampaignRequest => ({
      name: values.name.trim(),
      subject: values.subject.trim(),
      body: values.body,
      ...(values.templateId && { templateId: values.templateId }),
      ...(values.leadIds.length > 0 && { leadIds: [...values.leadIds] }),
      ...(values.own.recipients.length > 0 && { recipients: values.own.recipients }),
      mailboxId: values.mailboxId || null,
      caseStatusConfirmed: values.includeEnded,
    }),
  )
  .pipe(createEmailCampaignRequest)
