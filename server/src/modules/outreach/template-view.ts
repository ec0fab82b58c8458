/**
 * What the user sees of one of their own templates, the composer's message templates and the
 * campaigns' e-mail templates alike: its name, subject, body and tone.
 */
import type { MessageTone } from '@common/enums'

export function templateView<Subject extends string | null>(row: {
  id: string
  name: string
  subject: Subject
  body: string
  tone: string
}) {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    body: row.body,
    tone: row.tone as MessageTone,
  }
}
