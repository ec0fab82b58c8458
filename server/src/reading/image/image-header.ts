/**
 * A page image's header read and held to IMAGE_DECODE_LIMITS before anything is decoded: the
 * upload checks it (a refusal is a 4xx, nothing kept) and processing checks it again before it
 * decodes a page. Costs a walk of the file's bytes, never a pixel.
 */
import { IMAGE_DECODE_LIMITS } from '@common/limits'
import { damaged, ImageError } from './image-error'
import { type ImageKind, imageKindOf } from './image-kind'
import { readJpegHeader } from './jpeg-header'
import type { PageHeader } from './page-header'
import { readPngHeader } from './png-header'
import { readTiffPages } from './tiff-structure'

export interface ImageHeader {
  kind: ImageKind
  pages: PageHeader[]
}

type ImageLimits = { [key in keyof typeof IMAGE_DECODE_LIMITS]: number }

const RESCAN =
  'Scan or save it again at a lower resolution (300 dpi is plenty for a page) and upload the new file.'

const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000)}-megapixel`

/**
 * The pages of the image `bytes`, within the limits.
 * @throws {ImageError} when it is not a PNG, JPEG or TIFF ('unreadable'), is damaged or in a form
 * we do not decode ('unreadable', 'unsupported'), or is larger than the limits ('too_large').
 */
export function readImageHeader(
  bytes: Uint8Array,
  limits: ImageLimits = IMAGE_DECODE_LIMITS,
): ImageHeader {
  const kind = imageKindOf(bytes)
  if (!kind) throw new ImageError('unreadable', 'The file is not a PNG, JPEG or TIFF image.')
  let pages: PageHeader[]
  try {
    if (kind === 'jpeg') {
      const header = readJpegHeader(bytes)
      if (header.scans > limits.jpegScans) {
        throw new ImageError(
          'unsupported',
          `This JPEG is saved in ${header.scans} progressive passes, more than the ${limits.jpegScans} we decode. Save it again as a standard JPEG or as PNG and upload the new file.`,
        )
      }
      pages = [header]
    } else {
      pages = kind === 'png' ? [readPngHeader(bytes)] : readTiffPages(bytes)
    }
  } catch (error) {
    // A length or an offset past the end of a cut-off file.
    if (error instanceof RangeError) throw damaged(`${kind.toUpperCase()} image`)
    throw error
  }
  if (pages.length > limits.maxPages) {
    throw new ImageError(
      'too_large',
      `This TIFF has ${pages.length} pages; we read at most ${limits.maxPages} pages of one image file. Split it into files of ${limits.maxPages} pages or fewer and upload each.`,
    )
  }
  pages.forEach((page, i) => {
    if (page.width * page.height <= limits.pagePixels) return
    const which = pages.length > 1 ? `Page ${i + 1} of this TIFF` : 'This image'
    throw new ImageError(
      'too_large',
      `${which} is ${page.width} x ${page.height} pixels, larger than the ${megapixels(limits.pagePixels)} limit we can read. ${RESCAN}`,
    )
  })
  const decoded = pages.reduce((sum, page) => sum + page.decodedBytes, 0)
  if (decoded > limits.documentDecodedBytes) {
    throw new ImageError(
      'too_large',
      `The pages of this image file hold ${Math.round(decoded / 1_000_000)} MB of image data, more than the ${Math.round(limits.documentDecodedBytes / 1_000_000)} MB we read in one file. ${RESCAN}`,
    )
  }
  return { kind, pages }
}
