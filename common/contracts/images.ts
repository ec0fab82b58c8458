/**
 * Contracts of property images (docs/decisions/0036-property-images.md): a lead's pictures with
 * their licence and credit line, as the plan in force may see them, and the content route that
 * serves each one through the server (a provider's key never reaches the browser).
 */
import { z } from 'zod'
import {
  IMAGE_LICENSES,
  IMAGE_PROVIDERS,
  IMAGE_TYPES,
  IMAGE_VISIBILITIES,
  SUBSCRIPTION_TIERS,
} from '../enums'
import { idParams } from './fields'

/** The words the image routes answer with; the client shows them as they are. */
export const IMAGE_MESSAGES = {
  notFound: 'Image not found',
  unavailable: 'The photo provider did not send this picture just now. Try again in a few minutes.',
  licenseMissing: 'An image without a recorded licence is not stored or shown.',
} as const

/** Plain words for each licence, shown under the picture. */
export const IMAGE_LICENSE_LABELS: Record<(typeof IMAGE_LICENSES)[number], string> = {
  public_domain: 'Public domain',
  fair_use: 'Shown under fair use',
  attribution_required: 'Reuse allowed with the credit shown',
  restricted: 'Restricted: shown here only, not for download or reuse',
}

export const leadImagesParams = idParams('lead')

export const imageContentParams = idParams('image')

export const imageContentQuery = z.object({
  lead: z.uuid({ error: 'Give the id of your lead the image belongs to (?lead=<lead id>)' }),
})

/** One picture the user may see. */
const imageView = z.object({
  id: z.string(),
  provider: z.enum(IMAGE_PROVIDERS),
  imageType: z.enum(IMAGE_TYPES),
  license: z.enum(IMAGE_LICENSES),
  /** The credit line shown under the picture ('© Google', the county's wording). */
  attribution: z.string().nullable(),
  visibility: z.enum(IMAGE_VISIBILITIES),
  /** When the picture was taken, as its provider says ('2016-06'); null when not said. */
  capturedOn: z.string().nullable(),
  /** Our server's route for the picture's bytes (never the provider's address). */
  contentPath: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  mimeType: z.string().nullable(),
  /** Generated for a sample record: not a photo of any real house. */
  isSample: z.boolean(),
  fetchedAt: z.string(),
})
export type ImageView = z.infer<typeof imageView>

/** GET /api/leads/:id/images. */
export const leadImagesResponse = z.object({
  images: z.array(imageView),
  /** Pictures of the property the plan may not see (they are not sent). */
  hiddenCount: z.number().int(),
  /** The lowest plan that would show every hidden picture; null when nothing is hidden. */
  upgradeTier: z.enum(SUBSCRIPTION_TIERS).nullable(),
  /** 'no_address': the lead has no street address to find a picture by. */
  status: z.enum(['ok', 'no_address']),
})
export type LeadImagesResponse = z.infer<typeof leadImagesResponse>
