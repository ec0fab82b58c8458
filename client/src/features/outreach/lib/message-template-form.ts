import {
  type UpdateMessageTemplateRequest,
  updateMessageTemplateRequest,
} from '@common/contracts/outreach'
import { MESSAGE_TONES, type MessageTone } from '@common/enums'
import { z } from 'zod'

/** An own message template as its form holds it (an empty subject is none). */
export interface MessageTemplateValues {
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
