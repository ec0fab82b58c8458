/** What a page image's header says of one page, before any pixel is decoded. */
export interface PageHeader {
  /** Pixels as the page is shown: a JPEG's EXIF orientation applied (a portrait phone photo). */
  width: number
  height: number
  /** The resolution the file states (dots per inch), when it states a plausible scan's (150+). */
  dpi: number | null
  /** Bytes decoding the page holds: the RGBA bitmap (and a TIFF's samples as stored beside it). */
  decodedBytes: number
  /** Where the page is in the file: a TIFF's image directory (0 for PNG and JPEG). */
  index: number
}

/**
 * A stated resolution taken as a scan's: 150 to 1200 dpi. Below that it is a screen default
 * (72, 96) that says nothing of the page's size; a real 100-dpi scan just keeps its pixels.
 */
export function plausibleDpi(dpi: number): number | null {
  return Number.isFinite(dpi) && dpi >= 150 && dpi <= 1200 ? Math.round(dpi) : null
}
