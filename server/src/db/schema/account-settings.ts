/**
 * What the settings page keeps for accounts (docs/decisions/0028): pending e-mail changes and
 * each user's notification preferences.
 */
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt, parentId, timestamptz, updatedAt, uuidPk } from './columns'

/**
 * A requested e-mail change: only the link token's SHA-256 is stored; the address changes when
 * the link mailed to `newEmail` is opened (once, within the hour).
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: uuidPk(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: parentId('user_id', () => users.id),
    newEmail: text('new_email').notNull(),
    isUsed: boolean('is_used').notNull().default(false),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_change_tokens_user_id_idx').on(t.userId)],
)

/** One row per user who saved preferences; a user without one has the defaults. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  productEmails: boolean('product_emails').notNull().default(true),
  dailyDigest: boolean('daily_digest').notNull().default(false),
  /** IANA time zone of the daily digest. */
  digestTimeZone: text('digest_time_zone').notNull().default('America/New_York'),
  updatedAt: updatedAt(),
})
