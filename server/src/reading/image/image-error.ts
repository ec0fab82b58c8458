/**
 * A typed refusal of a page image (as pdf-text.ts's PdfError is of a PDF): its header is damaged,
 * it is in a form we cannot decode, or it is larger than what we decode (IMAGE_DECODE_LIMITS).
 * `message` is safe to show a user and says what to do, since it becomes the upload's 4xx or
 * the document's `processingError`.
 */
export type ImageErrorCode = 'unreadable' | 'unsupported' | 'too_large'

export class ImageError extends Error {
  readonly code: ImageErrorCode
  constructor(code: ImageErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ImageError'
    this.code = code
  }
}

/** "Save it again ... and upload the new file": the way out of most refusals. */
export const SAVE_AGAIN = 'Save it again as PNG or JPEG and upload the new file.'

/** The refusal of a header that ends early or points outside the file. */
export function damaged(what: string): ImageError {
  return new ImageError(
    'unreadable',
    `This ${what} could not be read: the file is damaged or cut off. ${SAVE_AGAIN}`,
  )
}
