/** Contacts: social profiles discovered for defendants. */

import { boolean, check, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { SOCIAL_PLATFORMS } from '../../../../common/enums'
import { users } from './accounts'
import { createdAt, oneOf, uuidPk } from './columns'

/** A social profile that may belong to a defendant, with how sure the match is (0 to 1). */
export const socialProfiles = pgTable(
  'social_profiles',
  {
    id: uuidPk(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    defendantName: text('defendant_name').notNull(),
    platform: text('platform').notNull(),
    profileUrl: text('profile_url').notNull(),
    profileImageUrl: text('profile_image_url'),
    /** A decimal string from '0.00' to '1.00'. */
    confidence: numeric('confidence', { precision: 3, scale: 2 }).notNull().default('0.00'),
    canAutomate: boolean('can_automate').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('social_profiles_user_id_idx').on(t.userId),
    check('social_profiles_platform_check', oneOf(t.platform, SOCIAL_PLATFORMS)),
  ],
)

export type SocialProfile = typeof socialProfiles.$inferSelect
export type NewSocialProfile = typeof socialProfiles.$inferInsert
