/**
 * What the settings page keeps for accounts (docs/decisions/0028): pending e-mail changes and
 * each user's notification preferences.
 */
import { index, pgTable, text } from 'drizzle-orm/pg-core'
import { flag, singleUse, updatedAt, uuidPk } from './columns'
import { ownerId, userKey } from './user-owned'

/**
 * A requested e-mail change: only the link token's SHA-256 is stored; the address changes when
 * the link mailed to `newEmail` is opened (once, within the hour).
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: uuidPk(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: ownerId(),
    newEmail: text('new_email').notNull(),
    ...singleUse(),
  },
  (t) => [index('email_change_tokens_user_id_idx').on(t.userId)],
)

/** One row per user who saved preferences; a user without one has the defaults. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: userKey(),
  productEmails: flag('product_emails', true),
  dailyDigest: flag('daily_digest'),
  /** IANA time zone of the daily digest. */
  digestTimeZone: text('digest_time_zone').notNull().default('America/New_York'),
  updatedAt: updatedAt(),
})
