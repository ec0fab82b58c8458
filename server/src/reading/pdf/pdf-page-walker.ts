/**
 * Walks what one PDF page paints, in pdf-lib's object model, and collects the images pdfjs would
 * decode to render it (see pdf-images.ts). Nothing here decodes an image.
 */

import type {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFObject,
  PDFRawStream,
} from 'pdf-lib'
import { jpegFrameSize } from '../image/jpeg-header'
import { COLOUR_COMPONENTS, UNKNOWN_COMPONENTS } from './pdf-colour-spaces'

/** One image as pdfjs would decode it. */
export interface PdfImageSize {
  width: number
  height: number
  bitsPerComponent: number
  /** Colour components per pixel (1 grey, 3 RGB, 4 CMYK...). */
  components: number
}

type PdfLib = typeof import('pdf-lib')

/** Content streams larger than this once decoded are not read: all their images are counted. */
const CONTENT_BYTES = 16 * 1024 * 1024
const CHUNK = 256 * 1024
/** Forms inside forms deeper than this are not followed (pdfjs stops far earlier in practice). */
const MAX_DEPTH = 12
/** Name characters in a content stream: anything but white space and delimiters. */
const NAME = String.raw`[^\s/\[\]()<>{}%]+`
const DO_OPERATOR = new RegExp(String.raw`/(${NAME})\s*Do(?![^\s/\[\]()<>{}%])`, 'g')
const INLINE_IMAGE = /(?:^|[\s\]>)])BI\s([\s\S]*?)\sID\s/g

/** Walks what one page paints and collects its images (`images`, each counted once). */
export class PageWalker {
  readonly images = new Map<object, PdfImageSize>()
  private readonly visited = new Set<object>()

  constructor(
    private readonly lib: PdfLib,
    private readonly doc: PDFDocument,
    /** False for encrypted files: their content streams cannot be read without the key. */
    private readonly readContent: boolean,
  ) {}

  private resolve(object: PDFObject | undefined): PDFObject | undefined {
    return object === undefined ? undefined : this.doc.context.lookup(object)
  }

  private dictOf(object: PDFObject | undefined): PDFDict | undefined {
    const resolved = this.resolve(object)
    if (resolved instanceof this.lib.PDFDict) return resolved
    if (resolved instanceof this.lib.PDFStream) return resolved.dict
    return undefined
  }

  private get(dict: PDFDict | undefined, ...keys: string[]): PDFObject | undefined {
    for (const key of keys) {
      const value = this.resolve(dict?.get(this.lib.PDFName.of(key)))
      if (value !== undefined) return value
    }
    return undefined
  }

  private number(dict: PDFDict, ...keys: string[]): number | undefined {
    const value = this.get(dict, ...keys)
    return value instanceof this.lib.PDFNumber ? (value as PDFNumber).asNumber() : undefined
  }

  private nameOf(object: PDFObject | undefined): string | undefined {
    return object instanceof this.lib.PDFName ? (object as PDFName).decodeText() : undefined
  }

  /** The page's content, its annotations' appearances, and what its resources always bring. */
  walkPage(pageDict: PDFDict, resources: PDFDict | undefined): void {
    const contents = this.resolve(pageDict.get(this.lib.PDFName.of('Contents')))
    const streams =
      contents instanceof this.lib.PDFArray
        ? (contents as PDFArray).asArray().map((item) => this.resolve(item))
        : [contents]
    this.walkContent(
      streams.filter((s): s is PDFRawStream => s instanceof this.lib.PDFRawStream),
      resources,
      0,
    )
    const annotations = this.resolve(pageDict.get(this.lib.PDFName.of('Annots')))
    if (annotations instanceof this.lib.PDFArray) {
      for (const annotation of (annotations as PDFArray).asArray()) {
        const normal = this.get(this.dictOf(this.get(this.dictOf(annotation), 'AP')), 'N')
        const appearances =
          normal instanceof this.lib.PDFDict
            ? (normal as PDFDict).values().map((value) => this.resolve(value))
            : [normal]
        for (const appearance of appearances) {
          if (appearance instanceof this.lib.PDFRawStream) this.walkForm(appearance, undefined, 1)
        }
      }
    }
  }

  /** A form-like stream (form XObject, appearance, tiling pattern): its own resources or these. */
  private walkForm(stream: PDFRawStream, inherited: PDFDict | undefined, depth: number): void {
    if (this.visited.has(stream) || depth > MAX_DEPTH) return
    this.visited.add(stream)
    const own = this.dictOf(stream.dict.get(this.lib.PDFName.of('Resources')))
    this.walkContent([stream], own ?? inherited, depth)
  }

  private walkContent(
    streams: PDFRawStream[],
    resources: PDFDict | undefined,
    depth: number,
  ): void {
    this.walkAlwaysUsed(resources, depth)
    const text = this.readContent ? this.contentText(streams) : undefined
    if (text === undefined) {
      this.walkAllImages(resources, depth, new Set())
      return
    }
    const xobjects = this.dictOf(this.get(resources, 'XObject'))
    for (const match of text.matchAll(DO_OPERATOR)) {
      const object = this.resolve(xobjects?.get(this.lib.PDFName.of(match[1] ?? '')))
      if (object instanceof this.lib.PDFRawStream) this.addXObject(object, resources, depth)
    }
    for (const match of text.matchAll(INLINE_IMAGE)) {
      this.addInlineImage(match[1] ?? '', resources)
    }
  }

  /**
   * Resources pdfjs may paint without a `Do` this walker can see: tiling patterns, soft masks of
   * graphics states and Type 3 fonts. Counted whenever the resources hold them.
   */
  private walkAlwaysUsed(resources: PDFDict | undefined, depth: number): void {
    const patterns = this.dictOf(this.get(resources, 'Pattern'))
    for (const pattern of patterns?.values() ?? []) {
      const stream = this.resolve(pattern)
      if (stream instanceof this.lib.PDFRawStream) this.walkForm(stream, resources, depth + 1)
    }
    const states = this.dictOf(this.get(resources, 'ExtGState'))
    for (const state of states?.values() ?? []) {
      const group = this.get(this.dictOf(this.get(this.dictOf(state), 'SMask')), 'G')
      if (group instanceof this.lib.PDFRawStream) this.walkForm(group, resources, depth + 1)
    }
    const fonts = this.dictOf(this.get(resources, 'Font'))
    for (const font of fonts?.values() ?? []) {
      const dict = this.dictOf(font)
      if (this.nameOf(this.get(dict, 'Subtype')) !== 'Type3') continue
      if (dict && !this.visited.has(dict)) {
        this.visited.add(dict)
        this.walkAllImages(this.dictOf(this.get(dict, 'Resources')), depth + 1, new Set())
      }
    }
  }

  /** Every image the resources hold, forms followed, whether painted or not. */
  private walkAllImages(resources: PDFDict | undefined, depth: number, seen: Set<object>): void {
    if (!resources || seen.has(resources) || depth > MAX_DEPTH) return
    seen.add(resources)
    const xobjects = this.dictOf(this.get(resources, 'XObject'))
    for (const value of xobjects?.values() ?? []) {
      const object = this.resolve(value)
      if (!(object instanceof this.lib.PDFRawStream)) continue
      const subtype = this.nameOf(this.get(object.dict, 'Subtype'))
      if (subtype === 'Image') this.addImage(object, resources)
      else if (subtype === 'Form') {
        const own = this.dictOf(object.dict.get(this.lib.PDFName.of('Resources')))
        this.walkAllImages(own, depth + 1, seen)
      }
    }
  }

  private addXObject(stream: PDFRawStream, resources: PDFDict | undefined, depth: number): void {
    const subtype = this.nameOf(this.get(stream.dict, 'Subtype'))
    if (subtype === 'Image') this.addImage(stream, resources)
    else if (subtype === 'Form') this.walkForm(stream, resources, depth + 1)
  }

  private addImage(stream: PDFRawStream, resources: PDFDict | undefined): void {
    if (this.images.has(stream)) return
    const dict = stream.dict
    const filters = this.get(dict, 'Filter', 'F')
    // A JPEG is decoded at the size its own frame header says, whatever the dictionary says.
    const { width, height } = this.jpegSize(stream, filters) ?? {
      width: this.number(dict, 'Width', 'W') ?? 0,
      height: this.number(dict, 'Height', 'H') ?? 0,
    }
    const isMask = this.get(dict, 'ImageMask', 'IM') === this.lib.PDFBool.True
    const isJpx =
      this.nameOf(filters) === 'JPXDecode' ||
      (filters instanceof this.lib.PDFArray &&
        (filters as PDFArray).asArray().some((f) => this.nameOf(this.resolve(f)) === 'JPXDecode'))
    this.images.set(stream, {
      width,
      height,
      bitsPerComponent: isMask ? 1 : (this.number(dict, 'BitsPerComponent', 'BPC') ?? 8),
      components: isMask
        ? 1
        : isJpx && !this.get(dict, 'ColorSpace', 'CS')
          ? UNKNOWN_COMPONENTS
          : this.components(this.get(dict, 'ColorSpace', 'CS'), resources, 0),
    })
    // The soft mask and an explicit mask are images of their own, decoded at their own size.
    for (const key of ['SMask', 'Mask']) {
      const mask = this.get(dict, key)
      if (mask instanceof this.lib.PDFRawStream) this.addImage(mask, resources)
    }
  }

  /**
   * The frame size of an image stored as a JPEG (DCTDecode its first filter, so the raw stream
   * is the JPEG), when it is larger than the dictionary's: the decoder allocates by the frame.
   */
  private jpegSize(
    stream: PDFRawStream,
    filters: PDFObject | undefined,
  ): { width: number; height: number } | null {
    const first =
      filters instanceof this.lib.PDFArray
        ? this.resolve((filters as PDFArray).asArray()[0])
        : filters
    if (this.nameOf(first) !== 'DCTDecode') return null
    let frame: { width: number; height: number } | null
    try {
      frame = jpegFrameSize(stream.contents)
    } catch {
      return null
    }
    const width = this.number(stream.dict, 'Width', 'W') ?? 0
    const height = this.number(stream.dict, 'Height', 'H') ?? 0
    if (!frame || frame.width * frame.height <= width * height) return null
    return frame
  }

  private addInlineImage(dictText: string, resources: PDFDict | undefined): void {
    const number = (pattern: RegExp) => {
      const found = pattern.exec(dictText)?.[1]
      return found === undefined ? undefined : Number(found)
    }
    const width = number(/\/(?:Width|W)\s+(\d+(?:\.\d+)?)/)
    const height = number(/\/(?:Height|H)\s+(\d+(?:\.\d+)?)/)
    if (!width || !height) return
    const isMask = /\/(?:ImageMask|IM)\s+true/.test(dictText)
    const space = /\/(?:ColorSpace|CS)\s*(?:\[\s*)?\/([^\s/[\]()<>{}%]+)/.exec(dictText)?.[1]
    this.images.set(
      {},
      {
        width,
        height,
        bitsPerComponent: isMask ? 1 : (number(/\/(?:BitsPerComponent|BPC)\s+(\d+)/) ?? 8),
        components: isMask
          ? 1
          : space
            ? this.components(this.lib.PDFName.of(space), resources, 0)
            : UNKNOWN_COMPONENTS,
      },
    )
  }

  /** Colour components of a colour space: a name, a named resource, or an array. */
  private components(
    space: PDFObject | undefined,
    resources: PDFDict | undefined,
    depth: number,
  ): number {
    const resolved = this.resolve(space)
    const name = this.nameOf(resolved)
    if (name !== undefined) {
      const known = COLOUR_COMPONENTS[name]
      if (known !== undefined) return known
      const named = this.get(this.dictOf(this.get(resources, 'ColorSpace')), name)
      return named && depth < 4 ? this.components(named, resources, depth + 1) : UNKNOWN_COMPONENTS
    }
    if (!(resolved instanceof this.lib.PDFArray)) return UNKNOWN_COMPONENTS
    const items = (resolved as PDFArray).asArray().map((item) => this.resolve(item))
    const family = this.nameOf(items[0])
    if (family === 'ICCBased') {
      const n = items[1] instanceof this.lib.PDFRawStream ? this.number(items[1].dict, 'N') : 0
      return n && n > 0 ? n : UNKNOWN_COMPONENTS
    }
    if (family === 'DeviceN' && items[1] instanceof this.lib.PDFArray) {
      return Math.max(1, (items[1] as PDFArray).size())
    }
    return (family ? COLOUR_COMPONENTS[family] : undefined) ?? UNKNOWN_COMPONENTS
  }

  /** The streams' text (latin1), or undefined when one cannot be decoded or is too large. */
  private contentText(streams: PDFRawStream[]): string | undefined {
    let text = ''
    let total = 0
    for (const stream of streams) {
      try {
        const decoded = this.lib.decodePDFRawStream(stream)
        // In slices, so a short stream never reserves the whole allowance.
        for (
          let chunk = decoded.getBytes(CHUNK);
          chunk.length > 0;
          chunk = decoded.getBytes(CHUNK)
        ) {
          total += chunk.length
          if (total > CONTENT_BYTES) return undefined
          text += Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length).toString('latin1')
        }
        text += '\n'
      } catch {
        return undefined
      }
    }
    return text
  }
}
