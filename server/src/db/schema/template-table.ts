/**
 * A table of users' own message templates (social messages, campaign e-mails): each has a name,
 * a subject, a body, a tone and may be the user's default. The two kinds differ only in whether
 * the subject is required and in the tone a new template starts with. Not re-exported from
 * index.ts: it holds no tables of its own.
 */
import { check, index, type PgColumnBuilderBase, pgTable, text } from 'drizzle-orm/pg-core'
import { MESSAGE_TONES, type MessageTone } from '../../../../common/enums'
import { flag, oneOf, timestamps } from './columns'
import { userOwned } from './user-owned'

export function templateTable<Name extends string, Subject extends PgColumnBuilderBase>(
  name: Name,
  subject: Subject,
  defaultTone: MessageTone,
) {
  return pgTable(
    name,
    {
      ...userOwned(),
      name: text('name').notNull(),
      subject,
      body: text('body').notNull(),
      isDefault: flag('is_default'),
      tone: text('tone').notNull().default(defaultTone),
      ...timestamps(),
    },
    (t) => [
      index(`${name}_user_id_idx`).on(t.userId),
      check(`${name}_tone_check`, oneOf(t.tone, MESSAGE_TONES)),
    ],
  )
}
