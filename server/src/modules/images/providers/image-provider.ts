/**
 * The interface every source of property pictures implements (docs/decisions/0036): asked once
 * per property (and again after its answer grows old), it says what pictures it has, each with
 * the licence and credit line its source states; pictures it may not let us keep are fetched
 * again on view through `content`.
 */
import type {
  IMAGE_LICENSES,
  IMAGE_TYPES,
  IMAGE_VISIBILITIES,
  ImageProviderName,
  SubscriptionTier,
} from '@common/enums'

/** The property a lead is about, as the providers look it up. */
export interface PropertyRef {
  /** 'OH|45202|123 MAIN ST' (sample leads: 'sample|...'): the images' shared key. */
  key: string
  /** '123 Main St' */
  street: string
  houseNumber: string | null
  streetName: string
  city: string | null
  county: string | null
  state: string | null
  zip: string | null
  /** '123 Main St, Cincinnati, OH 45202': what Street View is asked for. */
  oneLine: string
  /** The lead is generated sample data: only the sample provider applies. */
  isSample: boolean
}

/** A picture a provider found, before it is stored. */
export interface FoundImage {
  provider: ImageProviderName
  imageType: (typeof IMAGE_TYPES)[number]
  /** Required: a picture without a licence is refused (assertLicensed). */
  license: (typeof IMAGE_LICENSES)[number] | null
  attribution: string | null
  visibility: (typeof IMAGE_VISIBILITIES)[number]
  minSubscriptionTier: SubscriptionTier
  uri: string
  width: number | null
  height: number | null
  mimeType: string | null
  fileSize: number | null
  /** What the provider said of it (capture date, copyright, the location asked for). */
  providerData: Record<string, string> | null
  isSample: boolean
  /** The bytes, when the licence lets us keep a copy; otherwise `content` fetches on view. */
  bytes: Buffer | null
}

/** A provider's answer for one property. */
export type LookupResult =
  | { outcome: 'found'; images: FoundImage[] }
  | { outcome: 'none'; reason: string }
  | { outcome: 'failed'; reason: string }

/** A stored image as a provider needs it to fetch its bytes again. */
export interface StoredImageRef {
  id: string
  uri: string
  imageType: string
  providerData: Record<string, string> | null
}

export interface ImageContent {
  bytes: Buffer
  mimeType: string
}

export interface ImageProvider {
  /** The `images.provider` value it stores. */
  readonly provider: ImageProviderName
  /** Its key in `image_lookups` ('google_street_view', 'county_assessor:hamilton-oh', ...). */
  readonly lookupKey: string
  /** Whether it has anything to say about this property (its county, sample or real). */
  appliesTo(property: PropertyRef): boolean
  lookup(property: PropertyRef): Promise<LookupResult>
  /** The bytes of a picture not kept in the database; null when the provider has none now. */
  content(image: StoredImageRef): Promise<ImageContent | null>
}
