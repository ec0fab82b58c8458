/**
 * Checks an upload while it streams, so a refused file is never stored and never buffered:
 * the size cap (busboy's `limits.fileSize` truncates the part and emits 'limit'), the signature
 * of a kind we take in the first bytes (a PDF's, a Word .docx's ZIP, a PNG's, a JPEG's or a
 * TIFF's), and data that stops arriving (a client that vanished without closing its connection
 * would otherwise hold the upload, and its temporary file, for ever). Each failure destroys the
 * stream with an AppError.
 */

import { type Readable, Transform } from 'node:stream'
import { UPLOAD_MESSAGES } from '@common/contracts/documents'
import { AppError } from '../../../http/app-error'
import { imageKindOf, looksLikePdf, looksLikeZip } from '../../../reading'

/** How many leading bytes are searched for `%PDF-` (as pdf-text's looksLikePdf does). */
const HEAD_BYTES = 1024

/** A file stream as @fastify/multipart hands it over: busboy marks it `truncated` at the cap. */
export type UploadFileStream = Readable & { truncated?: boolean }

/** "25 MB" / "200 KB": the cap as the refusal message names it. */
function formatUploadLimit(bytes: number): string {
  const mb = bytes / (1024 * 1024)
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`
  return `${Math.round(bytes / 1024)} KB`
}

export function tooLargeError(maxBytes: number): AppError {
  return new AppError('FILE_TOO_LARGE', UPLOAD_MESSAGES.tooLarge(formatUploadLimit(maxBytes)), 413)
}

function notPdfError(): AppError {
  return new AppError('NOT_A_PDF', UPLOAD_MESSAGES.notPdf, 415)
}

/** How long an upload may go without a byte of its file arriving before it is abandoned. */
export const UPLOAD_IDLE_TIMEOUT_MS = 60_000

function stalledError(idleMs: number): AppError {
  return new AppError(
    'UPLOAD_STALLED',
    UPLOAD_MESSAGES.stalled(Math.max(1, Math.round(idleMs / 1000))),
    408,
  )
}

/**
 * The upload as a stream that fails (and makes the storage drop its temporary file) as soon
 * as the cap is reached, the first bytes are none of the kinds taken, or no data came for `idleMs`.
 */
export function guardUpload(
  source: UploadFileStream,
  maxBytes: number,
  idleMs = UPLOAD_IDLE_TIMEOUT_MS,
): Readable {
  let head: Buffer | null = Buffer.alloc(0)
  const checkHead = (): boolean => {
    if (head === null) return true
    const ok = looksLikePdf(head) || looksLikeZip(head) || imageKindOf(head) !== null
    head = null
    return ok
  }
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head !== null) {
        head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)])
        if (head.length >= HEAD_BYTES && !checkHead()) return done(notPdfError())
      }
      done(null, chunk)
    },
    flush(done) {
      if (source.truncated) return done(tooLargeError(maxBytes))
      if (!checkHead()) return done(notPdfError())
      done()
    },
  })
  const idle = setTimeout(() => guard.destroy(stalledError(idleMs)), idleMs)
  source.on('data', () => idle.refresh())
  guard.once('close', () => clearTimeout(idle))
  source.once('limit', () => guard.destroy(tooLargeError(maxBytes)))
  source.once('error', (error) => guard.destroy(error))
  // A refused file is not read any further: destroying the part ends the multipart parsing.
  guard.once('error', () => source.destroy())
  return source.pipe(guard)
}
