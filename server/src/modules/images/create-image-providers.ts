/**
 * The providers this process uses, from the configuration: the sample provider always (sample
 * records only), Street View when a key is set, and one county-photo provider per configured
 * county (COUNTY_PHOTO_SOURCES).
 */
import type { SubscriptionTier } from '@common/enums'
import type { Db } from '../../db/client'
import { createCountyPhotoProvider } from './providers/county-photo.provider'
import { parseCountyPhotoPresets } from './providers/county-photo-preset'
import type { ImageProvider } from './providers/image-provider'
import { createSampleImageProvider } from './providers/sample-image.provider'
import { createStreetViewProvider } from './providers/street-view.provider'

export interface ImageProvidersConfig {
  GOOGLE_STREET_VIEW_API_KEY?: string
  STREET_VIEW_API_BASE?: string
  STREET_VIEW_MIN_TIER?: SubscriptionTier
  COUNTY_PHOTO_SOURCES?: string
}

/** Throws (naming the variable) when COUNTY_PHOTO_SOURCES does not parse. */
export function createImageProviders(
  db: Db,
  config: ImageProvidersConfig,
  options: { userAgent: string; allowHosts?: readonly string[] },
): ImageProvider[] {
  const providers: ImageProvider[] = [createSampleImageProvider()]
  if (config.GOOGLE_STREET_VIEW_API_KEY) {
    providers.push(
      createStreetViewProvider({
        apiKey: config.GOOGLE_STREET_VIEW_API_KEY,
        baseUrl: config.STREET_VIEW_API_BASE,
        minTier: config.STREET_VIEW_MIN_TIER,
      }),
    )
  }
  for (const preset of parseCountyPhotoPresets(config.COUNTY_PHOTO_SOURCES)) {
    providers.push(createCountyPhotoProvider({ db, preset, ...options }))
  }
  return providers
}
