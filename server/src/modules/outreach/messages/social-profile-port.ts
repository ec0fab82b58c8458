/**
 * What the outreach module needs from the contacts module, passed in at the composition root
 * (app.ts) so that outreach does not import contacts: the user's own social profile by id.
 */
import type { SocialPlatform } from '@common/enums'

interface OwnedSocialProfile {
  id: string
  defendantName: string
  platform: SocialPlatform
}

/**
 * The profile `profileId` when it is one of `userId`'s own, else null (another user's profile
 * answers exactly like one that does not exist).
 */
export type FindOwnSocialProfile = (
  userId: string,
  profileId: string,
) => Promise<OwnedSocialProfile | null>
