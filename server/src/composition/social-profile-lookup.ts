/**
 * The composition root's answer to the outreach module's question "is this social profile one of
 * this user's own?" (FindOwnSocialProfile). It reads the contacts module's `social_profiles` table
 * by id and owner. When the contacts module's face offers its own look-up, app.ts passes that in
 * instead and this file goes (docs/decisions/0024).
 */
import type { SocialPlatform } from '@common/enums'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { socialProfiles } from '../db/schema'
import type { FindOwnSocialProfile } from '../modules/outreach'

export function socialProfileLookup(db: Db): FindOwnSocialProfile {
  return async (userId, profileId) => {
    const [row] = await db
      .select({
        id: socialProfiles.id,
        defendantName: socialProfiles.defendantName,
        platform: socialProfiles.platform,
      })
      .from(socialProfiles)
      .where(and(eq(socialProfiles.id, profileId), eq(socialProfiles.userId, userId)))
    return row ? { ...row, platform: row.platform as SocialPlatform } : null
  }
}
