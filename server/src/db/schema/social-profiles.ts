/** Social profiles found for a lead's defendants (spec section 3), one user's each. */

import { sql } from 'drizzle-orm'
import { check, index, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { SOCIAL_PLATFORMS } from '../../../../common/enums'
import { createdAt, flag, oneOf } from './columns'
import { leads } from './leads'
import { userOwned } from './user-owned'

/** Which of the search's facts a found profile shares (null: not compared). */
export interface StoredMatchEvidence {
  name: boolean
  location: boolean | null
  age: boolean | null
}

/** A social profile that may belong to a defendant, with how sure the match is (0 to 1). */
export const socialProfiles = pgTable(
  'social_profiles',
  {
    ...userOwned(),
    defendantName: text('defendant_name').notNull(),
    platform: text('platform').notNull(),
    profileUrl: text('profile_url').notNull(),
    profileImageUrl: text('profile_image_url'),
    /** A decimal string from '0.00' to '1.00'. */
    confidence: numeric('confidence', { precision: 3, scale: 2 }).notNull().default('0.00'),
    canAutomate: flag('can_automate'),
    username: text('username'),
    /** Which of name, location and age the provider's person shares with the search. */
    matchEvidence: jsonb('match_evidence').$type<StoredMatchEvidence>(),
    /** The lead the search was made from; its profiles join the lead's contact info. */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** 'peopledatalabs' or 'simulator'. */
    source: text('source').notNull().default('simulator'),
    /** Made up by the local simulator: labelled, never exported or pushed as real. */
    simulated: flag('simulated'),
    createdAt: createdAt(),
  },
  (t) => [
    index('social_profiles_user_id_idx').on(t.userId),
    // A profile found again updates the row instead of listing it twice.
    uniqueIndex('social_profiles_user_id_profile_url_unique').on(t.userId, t.profileUrl),
    // Deleting a lead sets its profiles' leadId to null: found through this index.
    index('social_profiles_lead_id_idx').on(t.leadId).where(sql`${t.leadId} is not null`),
    check('social_profiles_platform_check', oneOf(t.platform, SOCIAL_PLATFORMS)),
  ],
)

export type SocialProfile = typeof socialProfiles.$inferSelect
export type NewSocialProfile = typeof socialProfiles.$inferInsert
