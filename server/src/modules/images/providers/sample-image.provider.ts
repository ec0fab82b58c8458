/**
 * The offline default for sample records only: two generated pictures of a sample property (a
 * front view anyone with the lead sees, an aerial view for Pro and up, so the plan rules show on
 * sample data too), public domain, credited "Sample image". Never used for a real record.
 */
import type { ImageContent, ImageProvider, LookupResult, PropertyRef } from './image-provider'
import { SAMPLE_IMAGE_SIZE, sampleImageSvg } from './sample-image-svg'

const SAMPLE_ATTRIBUTION = 'Sample image'

export function createSampleImageProvider(): ImageProvider {
  const found = (property: PropertyRef, imageType: 'front_view' | 'aerial') => ({
    provider: 'sample' as const,
    imageType,
    license: 'public_domain' as const,
    attribution: SAMPLE_ATTRIBUTION,
    visibility: imageType === 'front_view' ? ('free' as const) : ('paid' as const),
    minSubscriptionTier: imageType === 'front_view' ? ('basic' as const) : ('pro' as const),
    uri: `sample:${imageType}`,
    ...SAMPLE_IMAGE_SIZE,
    mimeType: 'image/svg+xml',
    fileSize: null,
    providerData: { location: property.oneLine },
    isSample: true,
    bytes: null,
  })
  return {
    provider: 'sample',
    lookupKey: 'sample',
    appliesTo: (property) => property.isSample,
    async lookup(property): Promise<LookupResult> {
      return {
        outcome: 'found',
        images: [found(property, 'front_view'), found(property, 'aerial')],
      }
    },
    async content(image): Promise<ImageContent> {
      const svg = sampleImageSvg(image.imageType, image.providerData?.location ?? 'Sample property')
      return { bytes: Buffer.from(svg, 'utf8'), mimeType: 'image/svg+xml' }
    },
  }
}
