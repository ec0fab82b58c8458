/**
 * County assessor photos (docs/decisions/0036): for a property in a configured county, the
 * picture at the preset's URL, fetched through records' polite fetcher (SSRF guard, the
 * domain's terms-of-service review, robots.txt, the source's per-minute quota, crawl-delay),
 * every decision audited as 'image_collection'. Only real raster images are kept (JPEG, PNG,
 * WebP, GIF, by their bytes, never by the server's word), with the licence the county states.
 */
import type { Db } from '../../../db/client'
import { politeFetch, registerImageSource } from '../../sources'
import { type CountyPhotoPreset, countyPhotoUrl } from './county-photo-preset'
import type { ImageContent, ImageProvider, LookupResult, PropertyRef } from './image-provider'

const MAX_PHOTO_BYTES = 5 * 1024 * 1024

export interface CountyPhotoOptions {
  db: Db
  preset: CountyPhotoPreset
  userAgent: string
  /** Hosts allowed although private (tests on loopback only). */
  allowHosts?: readonly string[]
  timeoutMs?: number
}

/** The image type of `bytes` by their signature, or null when they are no raster image. */
function sniffImageType(bytes: Buffer): string | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg'
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png'
  }
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp'
  }
  if (/^GIF8[79]a/.test(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif'
  return null
}

function sameCounty(a: string | null, b: string): boolean {
  const clean = (name: string) =>
    name
      .toLowerCase()
      .replace(/\s+county$/, '')
      .trim()
  return a !== null && clean(a) === clean(b)
}

export function createCountyPhotoProvider(options: CountyPhotoOptions): ImageProvider {
  const { db, preset } = options
  let sourceId: Promise<string> | null = null
  const source = () => {
    sourceId ??= registerImageSource(db, {
      presetId: `county-photo:${preset.id}`,
      state: preset.state,
      county: preset.county,
      name: preset.name,
      baseUrl: new URL(preset.urlPattern.replace(/\{\w+\}/g, 'x')).origin,
      tosUrl: preset.tosUrl,
      attributionRequired: preset.license !== 'public_domain',
      requestsPerMinute: preset.requestsPerMinute,
    }).catch((error: unknown) => {
      sourceId = null
      throw error
    })
    return sourceId
  }

  return {
    provider: 'county_assessor',
    lookupKey: `county_assessor:${preset.id}`,
    appliesTo: (property: PropertyRef) =>
      !property.isSample &&
      property.state === preset.state &&
      sameCounty(property.county, preset.county),
    async lookup(property): Promise<LookupResult> {
      const url = countyPhotoUrl(preset.urlPattern, {
        houseNumber: property.houseNumber,
        streetName: property.streetName,
        street: property.street,
        city: property.city,
        state: property.state,
        zip: property.zip,
      })
      if (!url) return { outcome: 'none', reason: 'the address lacks a part the URL pattern needs' }
      const result = await politeFetch({
        db,
        sourceId: await source(),
        url,
        userAgent: options.userAgent,
        allowHosts: options.allowHosts,
        activity: 'image_collection',
        accept: 'image/jpeg,image/png,image/webp,image/gif;q=0.9',
        timeoutMs: options.timeoutMs ?? 10_000,
        maxBytes: MAX_PHOTO_BYTES,
      })
      if (!result.ok) {
        if (result.outcome === 'http_error' && (result.status === 404 || result.status === 410)) {
          return { outcome: 'none', reason: `${preset.name} has no photo of this property` }
        }
        return { outcome: 'failed', reason: `${result.outcome}: ${result.message}` }
      }
      const mimeType = sniffImageType(result.bytes)
      if (!mimeType)
        return { outcome: 'failed', reason: `${result.finalUrl} did not send an image` }
      return {
        outcome: 'found',
        images: [
          {
            provider: 'county_assessor',
            imageType: 'front_view',
            license: preset.license,
            attribution: preset.attribution,
            visibility: preset.visibility,
            minSubscriptionTier: preset.minSubscriptionTier,
            uri: result.finalUrl,
            width: null,
            height: null,
            mimeType,
            fileSize: result.bytes.length,
            providerData: { source: preset.name },
            isSample: false,
            bytes: result.bytes,
          },
        ],
      }
    },
    // Kept at lookup: nothing to fetch again.
    async content(): Promise<ImageContent | null> {
      return null
    },
  }
}
