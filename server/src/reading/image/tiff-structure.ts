/**
 * A TIFF's structure, checked before utif2 is given it: every image file directory (IFD) of the
 * main chain and the sub-directories utif2 follows (SubIFDs, EXIF, GPS), each visited once (a
 * chain or a sub-directory that points back would loop utif2 for ever), every value inside the
 * file (a count of 4 billion would have it read for ever), and of each page its size, samples,
 * compression and strips or tiles. A JPEG-compressed page's strips are checked too: the size in
 * each strip's own JPEG header is what the JPEG decoder allocates, not the page's.
 *
 * Only what this walk accepts is decoded, by utif2 (server: tiff-decoder.ts; browser: the
 * viewer), both reading the same directories in the same order, so page N is the same page.
 */
import { damaged, ImageError, SAVE_AGAIN } from './image-error'
import { jpegFrameSize } from './jpeg-header'
import { type PageHeader, plausibleDpi } from './page-header'

/** Bytes of one value of each TIFF field type (1 BYTE ... 13 IFD). */
const TYPE_SIZES = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8, 4] as const

/** Compressions utif2 decodes and we take: none, CCITT RLE/G3/G4, LZW, JPEG, Deflate, PackBits. */
const COMPRESSIONS = new Set([1, 2, 3, 4, 5, 7, 8, 32773, 32946])
const COMPRESSION_NAMES: Record<number, string> = { 6: 'old-style JPEG', 34712: 'JPEG 2000' }

/** Tags whose values are directories utif2 reads as well (SubIFDs, EXIF, GPS). */
const SUB_DIRECTORY_TAGS = new Set([330, 34665, 34853])
/** Camera raw files' private directories (DNG, Fuji): not page images. */
const RAW_TAGS = new Set([50740, 61440])

/** Directories in one file, all chains together: a multi-page scan has one a page (and thumbnails). */
const MAX_DIRECTORIES = 64
const MAX_DEPTH = 4
/** Values of one entry read as integers: strip offsets of a 50-megapixel page stored a row a strip fit. */
const MAX_VALUES = 1_000_000

interface Entry {
  type: number
  count: number
  /** Where the values are: inside the entry, or at the offset it holds. */
  at: number
}

type Directory = Map<number, Entry>

class TiffReader {
  readonly view: DataView
  readonly little: boolean
  private readonly visited = new Set<number>()

  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    this.little = bytes[0] === 0x49
  }

  u16 = (at: number) => this.view.getUint16(at, this.little)
  u32 = (at: number) => this.view.getUint32(at, this.little)

  /** The directory at `offset`, its entries checked; throws on a second visit or a bad entry. */
  directory(offset: number, depth: number): Directory {
    if (depth > MAX_DEPTH || this.visited.has(offset) || this.visited.size >= MAX_DIRECTORIES) {
      throw damaged('TIFF image')
    }
    this.visited.add(offset)
    if (offset + 2 > this.bytes.length) throw damaged('TIFF image')
    const count = this.u16(offset)
    if (offset + 2 + count * 12 + 4 > this.bytes.length) throw damaged('TIFF image')
    const entries: Directory = new Map()
    for (let i = 0; i < count; i++) {
      const at = offset + 2 + i * 12
      const tag = this.u16(at)
      const type = this.u16(at + 2)
      const size = TYPE_SIZES[type]
      if (!size) throw damaged('TIFF image')
      const valueCount = this.u32(at + 4)
      const bytes = valueCount * size
      const entry = { type, count: valueCount, at: bytes <= 4 ? at + 8 : this.u32(at + 8) }
      if (entry.at + bytes > this.bytes.length) throw damaged('TIFF image')
      if (RAW_TAGS.has(tag)) {
        throw new ImageError(
          'unsupported',
          'This is a camera raw file, not a page image. Save the photo as JPEG or PNG and upload that.',
        )
      }
      entries.set(tag, entry)
      if (SUB_DIRECTORY_TAGS.has(tag)) {
        for (const sub of this.numbers(entry)) this.directory(sub, depth + 1)
      }
    }
    return entries
  }

  /** The integer values of an entry (BYTE, SHORT, LONG, IFD). */
  numbers(entry: Entry | undefined): number[] {
    // Rationals and floating-point values are not integers.
    if (!entry || [5, 10, 11, 12].includes(entry.type)) return []
    if (entry.count > MAX_VALUES) throw damaged('TIFF image')
    const size = TYPE_SIZES[entry.type]
    const read =
      size === 1
        ? (i: number) => this.bytes[entry.at + i]!
        : size === 2
          ? (i: number) => this.u16(entry.at + 2 * i)
          : (i: number) => this.u32(entry.at + 4 * i)
    return Array.from({ length: entry.count }, (_, i) => read(i))
  }

  /** The first value of a RATIONAL entry. */
  rational(entry: Entry | undefined): number | null {
    if (entry?.type !== 5) return null
    const denominator = this.u32(entry.at + 4)
    return denominator ? this.u32(entry.at) / denominator : null
  }
}

/** The pages of a TIFF: the main chain's directories that are not reduced-size thumbnails. */
export function readTiffPages(bytes: Uint8Array): PageHeader[] {
  if (bytes.length < 8) throw damaged('TIFF image')
  const reader = new TiffReader(bytes)
  if (reader.u16(2) === 43) {
    throw new ImageError(
      'unsupported',
      `This is a BigTIFF file, which we cannot read. ${SAVE_AGAIN}`,
    )
  }
  const pages: PageHeader[] = []
  let index = 0
  for (let offset = reader.u32(4); offset !== 0; index++) {
    const directory = reader.directory(offset, 0)
    const subfileType = reader.numbers(directory.get(254))[0] ?? 0
    // Bit 0: a reduced-size version of another page (a thumbnail), not a page of its own.
    if ((subfileType & 1) === 0) pages.push(pageOf(reader, directory, index, pages.length + 1))
    offset = reader.u32(offset + 2 + reader.u16(offset) * 12)
  }
  if (pages.length === 0) throw damaged('TIFF image')
  return pages
}

function pageOf(reader: TiffReader, directory: Directory, index: number, page: number): PageHeader {
  const first = (tag: number, fallback: number) => reader.numbers(directory.get(tag))[0] ?? fallback
  const width = first(256, 0)
  const height = first(257, 0)
  const bits = reader.numbers(directory.get(258))
  const samples = first(277, 1)
  const compression = first(259, 1)
  if (width === 0 || height === 0) throw damaged('TIFF image')
  if (!COMPRESSIONS.has(compression)) {
    const name = COMPRESSION_NAMES[compression] ?? `code ${compression}`
    throw new ImageError(
      'unsupported',
      `This TIFF uses a compression we cannot read (${name}). Save it again as a TIFF with LZW, ZIP or CCITT Group 4 compression, or as PNG, and upload the new file.`,
    )
  }
  const depth = bits[0] ?? 1
  if (![1, 2, 4, 8, 16].includes(depth) || samples < 1 || samples > 4 || first(284, 1) !== 1) {
    throw new ImageError(
      'unsupported',
      `Page ${page} of this TIFF stores its pixels in a form we cannot read. ${SAVE_AGAIN}`,
    )
  }
  const tiled = directory.has(324)
  const offsets = reader.numbers(directory.get(tiled ? 324 : 273))
  const lengths = reader.numbers(directory.get(tiled ? 325 : 279))
  const pieceWidth = tiled ? first(322, 0) : width
  const pieceHeight = tiled ? first(323, 0) : Math.min(first(278, height), height)
  const pieces =
    pieceWidth && pieceHeight ? Math.ceil(width / pieceWidth) * Math.ceil(height / pieceHeight) : 0
  if (offsets.length === 0 || offsets.length !== lengths.length || offsets.length > pieces) {
    throw damaged('TIFF image')
  }
  // A tile is decoded into a buffer of its own size: one much larger than the page is a bomb.
  if (tiled && pieceWidth * pieceHeight > Math.max(width * height, 1024 * 1024)) {
    throw damaged('TIFF image')
  }
  for (let i = 0; i < offsets.length; i++) {
    const start = offsets[i]!
    const end = start + lengths[i]!
    if (end > reader.bytes.length) throw damaged('TIFF image')
    // A JPEG strip's decoder allocates the size its own header states: it must be the strip's.
    if (compression === 7 && end > start) {
      const frame = jpegFrameSize(reader.bytes.subarray(start, end))
      if (frame && (frame.width > pieceWidth + 16 || frame.height > pieceHeight + 16)) {
        throw damaged('TIFF image')
      }
    }
  }
  const unit = first(296, 2)
  const resolution = reader.rational(directory.get(282))
  const dpi =
    resolution && unit === 2
      ? plausibleDpi(resolution)
      : resolution && unit === 3
        ? plausibleDpi(resolution * 2.54)
        : null
  const stored = Math.ceil((width * depth * samples) / 8) * height
  return { width, height, dpi, decodedBytes: stored + width * height * 4, index }
}
