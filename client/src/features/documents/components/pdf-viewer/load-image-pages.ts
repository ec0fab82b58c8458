/**
 * An image upload's pages for the viewer, decoded in the browser as pdf.js decodes a PDF's: a PNG
 * or JPEG by the browser itself (createImageBitmap turns a photo by its EXIF orientation, as the
 * server's decoder does before OCR, so highlights land on the words), each page of a TIFF by utif2
 * (browsers do not show TIFF), loaded on first use and decoded page by page as pages are drawn.
 * A page's units are its pixels, y up: the boxes processing stored for its words.
 */
import type { LoadedPages, ViewerPage, ViewerViewport } from './viewer-page'

/** A page of `width` x `height` pixels drawn from the bitmap `source` gives. */
function imagePage(
  pageNumber: number,
  width: number,
  height: number,
  source: () => Promise<ImageBitmap>,
): ViewerPage {
  return {
    pageNumber,
    getViewport: ({ scale }): ViewerViewport => ({
      width: width * scale,
      height: height * scale,
      transform: [scale, 0, 0, -scale, 0, height * scale],
    }),
    render({ canvasContext, viewport }) {
      let cancelled = false
      const promise = Promise.resolve()
        .then(source)
        .then((bitmap) => {
          if (cancelled) throw new Error('The page was no longer wanted.')
          canvasContext.fillStyle = '#ffffff'
          canvasContext.fillRect(0, 0, canvasContext.canvas.width, canvasContext.canvas.height)
          canvasContext.imageSmoothingQuality = 'high'
          canvasContext.drawImage(
            bitmap,
            0,
            0,
            canvasContext.canvas.width,
            canvasContext.canvas.height,
          )
          return viewport
        })
      return {
        promise,
        cancel: () => {
          cancelled = true
        },
      }
    },
  }
}

async function tiffPages(file: ArrayBuffer): Promise<LoadedPages> {
  const { default: UTIF } = await import('utif2')
  // As the server reads it (tiff-decode.worker.mjs): maker notes left alone.
  const decode = UTIF.decode as (
    file: ArrayBuffer,
    options: object,
  ) => ReturnType<typeof UTIF.decode>
  const directories = decode(file, { parseMN: false, debug: false })
  // The pages are the directories that are not thumbnails (NewSubfileType bit 0), in order.
  const pages = directories.filter((directory) => {
    const subfileType = (directory.t254 as number[] | undefined)?.[0] ?? 0
    return directory.t256 && (subfileType & 1) === 0
  })
  return {
    pages: pages.map((directory, i) => {
      const width = (directory.t256 as number[])[0]!
      const height = (directory.t257 as number[])[0]!
      return imagePage(i + 1, width, height, () => {
        UTIF.decodeImage(file, directory)
        const rgba = UTIF.toRGBA8(directory)
        // The samples are not kept (utif2 skips a page that has them): it is decoded again
        // when it is drawn again, so only the pages in view hold pixels.
        delete (directory as { data?: Uint8Array }).data
        const clamped = new Uint8ClampedArray(
          rgba.buffer as ArrayBuffer,
          rgba.byteOffset,
          rgba.length,
        )
        const pixels = new ImageData(clamped, width, height)
        return createImageBitmap(pixels)
      })
    }),
    destroy: () => {},
  }
}

/** Fetches the upload at `url` and opens its pages; rejects when it cannot be read. */
export async function loadImagePages(url: string, mimeType: string): Promise<LoadedPages> {
  const response = await fetch(url, { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`${response.status}: the image could not be fetched`)
  if (mimeType === 'image/tiff') return tiffPages(await response.arrayBuffer())
  const bitmap = await createImageBitmap(await response.blob())
  return {
    pages: [imagePage(1, bitmap.width, bitmap.height, () => Promise.resolve(bitmap))],
    destroy: () => bitmap.close(),
  }
}
