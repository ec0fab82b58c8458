/**
 * A guard in front of pdf-lib: it inflates every object stream (/Type /ObjStm) and
 * cross-reference stream (/Type /XRef) whole while it loads a file, so a small upload could hold
 * a decompression bomb there. Those streams' dictionaries are never compressed, so each can be
 * found in the raw bytes and inflated with a cap first. This is a scan, not a parser: a match
 * inside some other stream's data only makes it stricter.
 */
import { inflateSync, constants as zlibConstants } from 'node:zlib'

/** What those streams may inflate to, in all. */
const STRUCTURE_BYTES = 64 * 1024 * 1024
const OTHER_FILTERS =
  /\/(?:LZWDecode|LZW|ASCII85Decode|A85|ASCIIHexDecode|AHx|RunLengthDecode|RL|Crypt)\b/

/**
 * False when the file's object and cross-reference streams would inflate to more than
 * STRUCTURE_BYTES together (zlib's maxOutputLength stops there), or use a filter this check does
 * not inflate: pdf-lib is then not asked to load the file.
 */
export function structureStreamsWithinLimit(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)
  let budget = STRUCTURE_BYTES
  for (const type of ['/ObjStm', '/XRef']) {
    for (let at = buffer.indexOf(type); at !== -1; at = buffer.indexOf(type, at + type.length)) {
      const objectStart = Math.max(0, buffer.lastIndexOf(' obj', at))
      const streamKeyword = buffer.indexOf('stream', at)
      if (streamKeyword === -1) continue
      const dictionary = buffer.toString('latin1', objectStart, streamKeyword)
      if (OTHER_FILTERS.test(dictionary)) return false
      if (!dictionary.includes('/FlateDecode') && !/\/Fl\b/.test(dictionary)) continue
      let dataStart = streamKeyword + 'stream'.length
      if (buffer[dataStart] === 0x0d) dataStart++
      if (buffer[dataStart] === 0x0a) dataStart++
      const dataEnd = buffer.indexOf('endstream', dataStart)
      if (dataEnd === -1) return false
      try {
        budget -= inflateSync(buffer.subarray(dataStart, dataEnd), {
          maxOutputLength: Math.max(1, budget),
          finishFlush: zlibConstants.Z_SYNC_FLUSH,
        }).length
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return false
        // Damaged data: pdf-lib's own inflater stops at the damage as well.
      }
      if (budget <= 0) return false
    }
  }
  return true
}

/**
 * What a PDF's other streams (page content, forms, fonts) may inflate to: one, and all of them
 * together. Image streams are not counted: pdfjs reads only the bytes an image's dictionary
 * declares, and those are bounded by pdf-decode-limits.ts. The real documents' largest content
 * stream inflates to a few MB; a page of 1 GiB of spaces (issue 32) stops here at 64 MB.
 */
const CONTENT_STREAM_LIMITS = {
  streamBytes: 64 * 1024 * 1024,
  totalBytes: 256 * 1024 * 1024,
}

/**
 * False when some Flate stream that is not an image inflates to more than
 * CONTENT_STREAM_LIMITS.streamBytes, or all of them together to more than `totalBytes`. Each is
 * inflated with zlib's maxOutputLength and thrown away; damaged data counts what came out.
 */
export function contentStreamsWithinLimit(
  bytes: Uint8Array,
  limits = CONTENT_STREAM_LIMITS,
): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)
  let total = 0
  for (let at = buffer.indexOf('stream'); at !== -1; at = buffer.indexOf('stream', at + 6)) {
    // 'endstream' is the end of the one before.
    if (at >= 3 && buffer.toString('latin1', at - 3, at) === 'end') continue
    const objectStart = Math.max(0, buffer.lastIndexOf(' obj', at))
    const dictionary = buffer.toString('latin1', objectStart, at)
    if (/\/Subtype\s*\/Image\b/.test(dictionary)) continue
    if (!dictionary.includes('/FlateDecode') && !/\/Fl\b/.test(dictionary)) continue
    let dataStart = at + 'stream'.length
    if (buffer[dataStart] === 0x0d) dataStart++
    if (buffer[dataStart] === 0x0a) dataStart++
    const dataEnd = buffer.indexOf('endstream', dataStart)
    if (dataEnd === -1) continue
    try {
      total += inflateSync(buffer.subarray(dataStart, dataEnd), {
        maxOutputLength: limits.streamBytes,
        finishFlush: zlibConstants.Z_SYNC_FLUSH,
      }).length
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return false
    }
    if (total > limits.totalBytes) return false
    at = dataEnd
  }
  return true
}
