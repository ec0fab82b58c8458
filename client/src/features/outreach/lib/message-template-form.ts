import { emailTemplateRequest } from '@common/contracts/email-campaigns'
import {
  type UpdateMessageTemplateRequest,
  updateMessageTemplateRequest,
} from '@common/contracts/outreach'
import { MESSAGE_TONES, type MessageTone } from '@common/enums'
import { z } from 'zod'

/**
 * A template as its form holds it: an own message template (where an empty subject is none) or
 * an e-mail template of campaigns.
 */
export interface TemplateFormValues {
  name: string
  subject: string
  body: string
  tone: MessageTone
}

/** The template's fields as the change the server takes, checked by its schema. */
export const messageTemplateFormSchema = z
  .object({
    name: z.string(),
    subject: z.string(),
    body: z.string(),
    tone: z.enum(MESSAGE_TONES),
  })
  .transform(
    (values): UpdateMessageTemplateRequest => ({
      ...values,
      subject: values.subject.trim() || null,
    }),
  )
  .pipe(updateMessageTemplateRequest)

/** An e-mail template's fields as the server takes them; the form always holds a tone. */
export const emailTemplateFormSchema = emailTemplateRequest.extend({ tone: z.enum(MESSAGE_TONES) })
