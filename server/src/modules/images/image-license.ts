/**
 * No picture without a licence: the code refuses to store one (the database's CHECK refuses it
 * too), and a licence that needs a credit line must come with one.
 */

import { IMAGE_MESSAGES } from '@common/contracts/images'
import { IMAGE_LICENSES } from '@common/enums'
import { AppError } from '../../http/app-error'
import type { FoundImage } from './providers/image-provider'

export type LicensedImage = FoundImage & { license: NonNullable<FoundImage['license']> }

/** The image, typed as licensed; throws 422 IMAGE_LICENSE_MISSING otherwise. */
export function assertLicensed(image: FoundImage): LicensedImage {
  const license = image.license
  if (!license || !(IMAGE_LICENSES as readonly string[]).includes(license)) {
    throw new AppError('IMAGE_LICENSE_MISSING', IMAGE_MESSAGES.licenseMissing, 422)
  }
  if (license !== 'public_domain' && !image.attribution?.trim()) {
    throw new AppError(
      'IMAGE_LICENSE_MISSING',
      `${IMAGE_MESSAGES.licenseMissing} A ${license} image needs its credit line.`,
      422,
    )
  }
  return image as LicensedImage
}
