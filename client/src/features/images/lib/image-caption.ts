import { IMAGE_LICENSE_LABELS, type ImageView } from '@common/contracts/images'
import type { SubscriptionTier } from '@common/enums'
import { findPlan } from '@common/plans'

const PROVIDER_NAMES: Record<ImageView['provider'], string> = {
  google_street_view: 'Google Street View',
  county_assessor: 'County assessor',
  mls_archive: 'MLS archive',
  open_directory: 'Open directory',
  sample: 'Sample image',
}

/** The lines under a photo: its credit, then where it is from, when taken, and its licence. */
export function imageCaption(image: ImageView): { credit: string; details: string } {
  const credit = image.attribution?.trim() || PROVIDER_NAMES[image.provider]
  const details = [
    PROVIDER_NAMES[image.provider],
    image.capturedOn ? `taken ${image.capturedOn}` : null,
    IMAGE_LICENSE_LABELS[image.license],
  ]
    .filter(Boolean)
    .join(' · ')
  return { credit, details }
}

/** 'Basic', 'Pro', 'Elite' (the plan catalogue's names), else the tier capitalised. */
function planName(tier: SubscriptionTier): string {
  return findPlan(tier)?.name ?? tier.charAt(0).toUpperCase() + tier.slice(1)
}

/** "2 more photos of this property come with the Pro plan." */
export function upgradeHint(hiddenCount: number, tier: SubscriptionTier | null): string | null {
  if (hiddenCount === 0 || !tier) return null
  const photos = hiddenCount === 1 ? '1 more photo' : `${hiddenCount} more photos`
  return `${photos} of this property ${hiddenCount === 1 ? 'comes' : 'come'} with the ${planName(tier)} plan.`
}
