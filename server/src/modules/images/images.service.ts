/**
 * A lead's pictures as the plan in force may see them (docs/decisions/0036), and the bytes of
 * one of them. Providers are asked on the first view of a property (and again once their answer
 * is old); what the plan may not see is counted, never sent.
 */
import { IMAGE_MESSAGES, type ImageView, type LeadImagesResponse } from '@common/contracts/images'
import type { LeadView } from '@common/contracts/leads'
import { IMAGE_LICENSES } from '@common/enums'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { effectiveTier } from '../billing'
import { findLeadsForUser } from '../leads'
import { mayViewImage, tierToSeeAll } from './image-visibility'
import type { ImagesDeps } from './images.deps'
import {
  freshLookupKeys,
  type ImageRow,
  imageOfProperty,
  imagesOfProperty,
  storedBytes,
  storeLookup,
} from './images.queries'
import { propertyOfLead } from './property-key'
import type { ImageContent, PropertyRef } from './providers/image-provider'

const imageNotFound = () => AppError.notFound('IMAGE_NOT_FOUND', IMAGE_MESSAGES.notFound)

async function ownLead(deps: ImagesDeps, userId: string, leadId: string): Promise<LeadView | null> {
  const [lead] = await findLeadsForUser(deps.db, { userId, ids: [leadId] })
  return lead ?? null
}

/** Asks each provider that applies and has no fresh answer for the property; failures are kept as such. */
async function refreshProperty(deps: ImagesDeps, property: PropertyRef): Promise<void> {
  const fresh = await freshLookupKeys(deps.db, property.key)
  const due = deps.providers.filter((p) => p.appliesTo(property) && !fresh.has(p.lookupKey))
  await Promise.all(
    due.map(async (provider) => {
      const result = await provider.lookup(property).catch((error: unknown) => ({
        outcome: 'failed' as const,
        reason: error instanceof Error ? error.message : 'lookup failed',
      }))
      const keys = {
        propertyKey: property.key,
        provider: provider.provider,
        lookupKey: provider.lookupKey,
      }
      try {
        await storeLookup(deps.db, { ...keys, result })
      } catch (error) {
        // A picture without its licence is refused: the answer is kept as a failure.
        if (!(error instanceof AppError)) throw error
        await storeLookup(deps.db, {
          ...keys,
          result: { outcome: 'failed', reason: error.message },
        })
      }
    }),
  )
}

function toView(row: ImageRow, leadId: string): ImageView {
  return {
    id: row.id,
    provider: row.provider as ImageView['provider'],
    imageType: row.imageType as ImageView['imageType'],
    license: row.license as ImageView['license'],
    attribution: row.attribution,
    visibility: row.visibility as ImageView['visibility'],
    capturedOn: row.providerData?.date ?? null,
    contentPath: `/api/images/${row.id}/content?lead=${leadId}`,
    width: row.width,
    height: row.height,
    mimeType: row.mimeType,
    isSample: row.isSample,
    fetchedAt: row.fetchedAt.toISOString(),
  }
}

/** GET /api/leads/:id/images: the owner's lead's pictures the plan may see; 404 for anyone else's. */
export async function leadImages(
  deps: ImagesDeps,
  options: { user: SessionUser; leadId: string },
): Promise<LeadImagesResponse> {
  const lead = await ownLead(deps, options.user.id, options.leadId)
  if (!lead) throw AppError.notFound('LEAD_NOT_FOUND', 'Lead not found')
  const property = propertyOfLead(lead)
  if (!property) return { images: [], hiddenCount: 0, upgradeTier: null, status: 'no_address' }
  await refreshProperty(deps, property)
  const tier = effectiveTier(options.user)
  const rows = await imagesOfProperty(deps.db, property.key)
  const visible = rows.filter((row) => mayViewImage(tier, row))
  const hidden = rows.filter((row) => !mayViewImage(tier, row))
  return {
    images: visible.map((row) => toView(row, lead.id)),
    hiddenCount: hidden.length,
    upgradeTier: tierToSeeAll(hidden),
    status: 'ok',
  }
}

export interface ServedImage extends ImageContent {
  license: (typeof IMAGE_LICENSES)[number]
}

/**
 * GET /api/images/:id/content?lead=: the picture's bytes, if it belongs to the property of the
 * user's lead and the plan may see it; otherwise 404, as if it did not exist.
 */
export async function imageContent(
  deps: ImagesDeps,
  options: { user: SessionUser; imageId: string; leadId: string },
): Promise<ServedImage> {
  const lead = await ownLead(deps, options.user.id, options.leadId)
  const property = lead ? propertyOfLead(lead) : null
  if (!property) throw imageNotFound()
  const row = await imageOfProperty(deps.db, { id: options.imageId, propertyKey: property.key })
  if (!row || !mayViewImage(effectiveTier(options.user), row)) throw imageNotFound()
  const license = row.license as ServedImage['license']
  if (!IMAGE_LICENSES.includes(license)) throw imageNotFound()
  const kept = await storedBytes(deps.db, row.id)
  if (kept) return { bytes: kept, mimeType: row.mimeType ?? 'application/octet-stream', license }
  const provider = deps.providers.find((p) => p.provider === row.provider)
  const content = provider ? await provider.content(row) : null
  if (!content) throw new AppError('IMAGE_UNAVAILABLE', IMAGE_MESSAGES.unavailable, 502)
  return { ...content, license }
}
