/**
 * Google Street View Static API (docs/decisions/0036). Google's terms restrict storing its
 * content, so a lookup asks only the free metadata endpoint (`/maps/api/streetview/metadata`:
 * status, pano_id, date, copyright, location) and keeps the capture date and copyright; the
 * picture itself is fetched on each view (`/maps/api/streetview?size=&location=&key=`) and
 * passed through our server, so the key never reaches the browser. The panorama id is not kept
 * (Google: it may change; keep the address and ask again). Licence 'restricted', credited
 * "© Google" with the metadata's copyright.
 */
import type { SubscriptionTier } from '@common/enums'
import { z } from 'zod'
import type { ImageContent, ImageProvider, LookupResult, StoredImageRef } from './image-provider'

const STREET_VIEW_DEFAULT_BASE = 'https://maps.googleapis.com'
/** The largest size the Static API serves without a premium plan is 640x640. */
const SIZE = { width: 640, height: 400 }
const MAX_IMAGE_BYTES = 5 * 1024 * 1024

export interface StreetViewOptions {
  apiKey: string
  /** Default https://maps.googleapis.com (tests: a local fake). */
  baseUrl?: string
  timeoutMs?: number
  /** The lowest paid plan that sees Street View pictures (each view is billed to us). */
  minTier?: SubscriptionTier
}

const metadataReply = z.object({
  status: z.string(),
  pano_id: z.string().optional(),
  date: z.string().optional(),
  copyright: z.string().optional(),
  error_message: z.string().optional(),
})

/** Statuses that mean "no picture here", as opposed to a failure worth retrying. */
const NO_PICTURE = new Set(['ZERO_RESULTS', 'NOT_FOUND'])

/**
 * The credit line: the metadata's copyright when it is Google's ('© Google, Inc.'), else "© Google"
 * and the photographer's ('© Google; imagery © Jane Doe'); "© Google" when it names none.
 */
export function streetViewAttribution(copyright: string | undefined): string {
  const credit = copyright?.trim()
  if (!credit) return '© Google'
  if (/google/i.test(credit)) return credit.startsWith('©') ? credit : `© ${credit}`
  return `© Google; imagery ${credit}`
}

export function createStreetViewProvider(options: StreetViewOptions): ImageProvider {
  const base = (options.baseUrl ?? STREET_VIEW_DEFAULT_BASE).replace(/\/$/, '')
  const timeoutMs = options.timeoutMs ?? 10_000
  const url = (path: string, params: Record<string, string>) => {
    const target = new URL(`${base}${path}`)
    for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value)
    target.searchParams.set('key', options.apiKey)
    return target
  }

  return {
    provider: 'google_street_view',
    lookupKey: 'google_street_view',
    appliesTo: (property) => !property.isSample,
    async lookup(property): Promise<LookupResult> {
      let body: unknown
      try {
        const response = await fetch(
          url('/maps/api/streetview/metadata', { location: property.oneLine, source: 'outdoor' }),
          { signal: AbortSignal.timeout(timeoutMs) },
        )
        if (!response.ok) {
          return { outcome: 'failed', reason: `Street View metadata answered ${response.status}` }
        }
        body = await response.json()
      } catch (error) {
        // The message of a fetch failure never holds the URL (and so never the key).
        const name = error instanceof Error ? error.name : 'error'
        return { outcome: 'failed', reason: `Street View metadata not reached (${name})` }
      }
      const parsed = metadataReply.safeParse(body)
      if (!parsed.success) return { outcome: 'failed', reason: 'Street View metadata unreadable' }
      const { status, date, copyright } = parsed.data
      if (NO_PICTURE.has(status)) return { outcome: 'none', reason: `Street View: ${status}` }
      if (status !== 'OK') return { outcome: 'failed', reason: `Street View: ${status}` }
      const providerData: Record<string, string> = { location: property.oneLine }
      if (date) providerData.date = date
      if (copyright) providerData.copyright = copyright
      return {
        outcome: 'found',
        images: [
          {
            provider: 'google_street_view',
            imageType: 'front_view',
            license: 'restricted',
            attribution: streetViewAttribution(copyright),
            visibility: 'paid',
            minSubscriptionTier: options.minTier ?? 'basic',
            uri: 'streetview:',
            ...SIZE,
            mimeType: 'image/jpeg',
            fileSize: null,
            providerData,
            isSample: false,
            bytes: null,
          },
        ],
      }
    },
    async content(image: StoredImageRef): Promise<ImageContent | null> {
      const location = image.providerData?.location
      if (!location) return null
      try {
        const response = await fetch(
          url('/maps/api/streetview', {
            size: `${SIZE.width}x${SIZE.height}`,
            location,
            source: 'outdoor',
            // A 404 instead of Google's grey "no imagery" picture.
            return_error_code: 'true',
          }),
          { signal: AbortSignal.timeout(timeoutMs) },
        )
        const type = response.headers.get('content-type') ?? ''
        if (!response.ok || !type.startsWith('image/')) return null
        const bytes = Buffer.from(await response.arrayBuffer())
        if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES) return null
        return { bytes, mimeType: type.split(';')[0]!.trim() }
      } catch {
        return null
      }
    },
  }
}
