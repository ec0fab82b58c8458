/**
 * The user's social profiles (social_profiles): listed newest first, saved from a search (a
 * profile found again updates its row), deleted one at a time. Every statement names the owner.
 */
import type { SocialProfileView } from '@common/contracts/social-profiles'
import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { deleteOwnRow, findOwnRow } from '../../../db/own-rows'
import { type NewSocialProfile, type SocialProfile, socialProfiles } from '../../../db/schema'

export function toProfileView(row: SocialProfile): SocialProfileView {
  return {
    id: row.id,
    defendantName: row.defendantName,
    platform: row.platform as SocialProfileView['platform'],
    profileUrl: row.profileUrl,
    profileImageUrl: row.profileImageUrl,
    confidence: Number(row.confidence).toFixed(2),
    canAutomate: row.canAutomate,
    username: row.username,
    evidence: row.matchEvidence ?? { name: false, location: null, age: null },
    leadId: row.leadId,
    simulated: row.simulated,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function listProfiles(db: Db, userId: string): Promise<SocialProfile[]> {
  return db
    .select()
    .from(socialProfiles)
    .where(eq(socialProfiles.userId, userId))
    .orderBy(desc(socialProfiles.createdAt), desc(socialProfiles.id))
}

/** Saves the found profiles; one already listed takes the new search's values. */
export async function saveProfiles(db: Db, rows: NewSocialProfile[]): Promise<SocialProfile[]> {
  if (rows.length === 0) return []
  return db
    .insert(socialProfiles)
    .values(rows)
    .onConflictDoUpdate({
      target: [socialProfiles.userId, socialProfiles.profileUrl],
      set: {
        defendantName: sql`excluded.defendant_name`,
        platform: sql`excluded.platform`,
        confidence: sql`excluded.confidence`,
        username: sql`excluded.username`,
        matchEvidence: sql`excluded.match_evidence`,
        leadId: sql`coalesce(excluded.lead_id, ${socialProfiles.leadId})`,
        source: sql`excluded.source`,
        simulated: sql`excluded.simulated`,
      },
    })
    .returning()
}

/** Deletes the owner's profile; false when it is not theirs (or not there). */
export function deleteProfile(db: Db, userId: string, id: string): Promise<boolean> {
  return deleteOwnRow(db, socialProfiles, userId, id)
}

/** One of the user's own profiles by id; null for another user's (answered like a missing one). */
export function findOwnProfile(db: Db, userId: string, id: string): Promise<SocialProfile | null> {
  return findOwnRow(db, socialProfiles, userId, id)
}
