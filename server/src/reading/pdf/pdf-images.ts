/**
 * The images rendering a PDF page would make pdfjs decode, read from the PDF's dictionaries with
 * pdf-lib, which keeps every stream encoded: each image's /Width, /Height, /BitsPerComponent and
 * colour space (with its soft mask and mask), the images of the forms, annotation appearances,
 * tiling patterns, soft-mask groups and Type 3 fonts the page uses, and its inline images. No
 * image is decoded. Content streams are decoded (16 MB at most each), only to learn which
 * named images a page paints; when one cannot be read, every image of its resources is counted,
 * so the answer errs on the high side. pdf-lib is loaded only when a document has pages to OCR.
 */
import type { PDFDocument } from 'pdf-lib'
import { PageWalker, type PdfImageSize } from './pdf-page-walker'
import { structureStreamsWithinLimit } from './pdf-structure-guard'

export type { PdfImageSize } from './pdf-page-walker'

/** The images of one page (1-based `pageNumber`), each counted once however often it is painted. */
export interface PageImages {
  pageNumber: number
  images: PdfImageSize[]
}

/** Bytes of an image's samples once decoded (rows padded to whole bytes, as PDF stores them). */
export function decodedImageBytes(image: PdfImageSize): number {
  return Math.ceil((image.width * image.components * image.bitsPerComponent) / 8) * image.height
}

/**
 * The images each of `pageNumbers` would have pdfjs decode, without decoding them. Null when
 * pdf-lib cannot read the file's structure (or numbers its pages differently from pdfjs's
 * `pageCount`), or that structure would inflate to too much: the caller then relies on pdfjs's
 * own per-image limit alone.
 */
export async function readPageImages(
  bytes: Uint8Array,
  pageNumbers: readonly number[],
  pageCount: number,
): Promise<PageImages[] | null> {
  if (!structureStreamsWithinLimit(bytes)) return null
  const lib = await import('pdf-lib')
  let doc: PDFDocument
  try {
    doc = await lib.PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      // Invalid objects make pdf-lib print to the console; refuse them instead (null).
      throwOnInvalidObject: true,
      parseSpeed: lib.ParseSpeeds.Fast,
    })
  } catch {
    return null
  }
  try {
    const pages = doc.getPages()
    if (pages.length !== pageCount) return null
    return pageNumbers.map((pageNumber) => {
      const page = pages[pageNumber - 1]
      const walker = new PageWalker(lib, doc, !doc.isEncrypted)
      if (page) walker.walkPage(page.node, page.node.Resources())
      return { pageNumber, images: [...walker.images.values()] }
    })
  } catch {
    // A structure pdf-lib did not expect (no catalog, a page tree that is not one).
    return null
  }
}
