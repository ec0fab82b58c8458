/**
 * The columns of a user's own message template (social messages, campaign e-mails): a name, a
 * subject, a body, a tone, and whether it is the user's default. The two kinds differ only in
 * whether the subject is required and in the tone a new template starts with. Not re-exported
 * from index.ts: it holds no tables.
 */
import { type PgColumnBuilderBase, text } from 'drizzle-orm/pg-core'
import type { MessageTone } from '../../../../common/enums'
import { flag, timestamps } from './columns'
import { userOwned } from './user-owned'

export const templateColumns = <Subject extends PgColumnBuilderBase>(
  subject: Subject,
  defaultTone: MessageTone,
) => ({
  ...userOwned(),
  name: text('name').notNull(),
  subject,
  body: text('body').notNull(),
  isDefault: flag('is_default'),
  tone: text('tone').notNull().default(defaultTone),
  ...timestamps(),
})
