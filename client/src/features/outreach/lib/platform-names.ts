import type { SocialPlatform } from '@common/enums'

/** How the composer and history name a platform. */
export const PLATFORM_NAMES: Record<SocialPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  other: 'the platform',
}
