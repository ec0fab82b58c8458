/**
 * A one-page notice whose clerk's stamp is a JPEG 2000 image (an image XObject with the filter
 * JPXDecode), as scanned filings often carry. The stamp is encoded by OpenJPEG itself
 * (@cornerstonejs/codec-openjpeg, its WebAssembly build) and embedded as it is by pdf-lib, so
 * the viewer's pdf.js has to decode it with its own OpenJPEG decoder.
 */
import OpenJPEG from '@cornerstonejs/codec-openjpeg'
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
} from 'pdf-lib'

export const PAGE_SIZE = { width: 612, height: 792 }
/** Where the stamp is drawn, in PDF points (origin bottom left). */
export const STAMP_BOX = { x: 380, y: 600, width: 180, height: 90 }
/** The stamp's colour: a clerk's red. */
export const STAMP_RGB = [200, 30, 40] as const

/** A `width` x `height` image of the stamp's colour as a JPEG 2000 codestream. */
async function encodeStamp(width: number, height: number): Promise<Uint8Array> {
  const codec = await OpenJPEG()
  const encoder = new codec.J2KEncoder()
  try {
    const pixels = encoder.getDecodedBuffer({
      width,
      height,
      bitsPerSample: 8,
      componentCount: 3,
      isSigned: false,
      isUsingColorTransform: false,
    })
    for (let i = 0; i < width * height; i++) pixels.set(STAMP_RGB, i * 3)
    encoder.encode()
    return new Uint8Array(encoder.getEncodedBuffer())
  } finally {
    encoder.delete()
  }
}

export async function noticeWithJpxStamp(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const page = pdf.addPage([PAGE_SIZE.width, PAGE_SIZE.height])
  const lines = [
    'NOTICE OF SUBSTITUTE TRUSTEE SALE',
    'TS No. 26-0931  Case No. 2026-CV-04417',
    'Grantor: Jordan Example  Property: 1407 Sample Lane, Round Rock, TX 78664',
    'Date of sale: March 3, 2026 at the county courthouse.',
  ]
  for (const [i, line] of lines.entries()) {
    page.drawText(line, { x: 54, y: 720 - i * 20, size: 11, font })
  }

  const { width, height } = { width: 120, height: 60 }
  const stamp = pdf.context.stream(await encodeStamp(width, height), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
    Filter: 'JPXDecode',
  })
  const name = page.node.newXObject('Stamp', pdf.context.register(stamp))
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(STAMP_BOX.width, 0, 0, STAMP_BOX.height, STAMP_BOX.x, STAMP_BOX.y),
    drawObject(name),
    popGraphicsState(),
  )
  return pdf.save()
}
