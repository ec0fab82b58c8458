/**
 * POST /api/documents, the logic: stream the one file part into storage through the guard
 * (size cap, signature of a kind we take), check that it parses (a PDF's first page, a Word
 * file's text, an image's header within the decode limits) and that it is what its name says,
 * spend the upload allowance, then write the row. Whatever refuses the file, the stored object
 * is deleted, so nothing is kept of it.
 */
import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import {
  type DocumentView,
  UPLOAD_MESSAGES,
  UPLOAD_TYPES,
  type UploadKind,
  uploadDocumentFields,
} from '@common/contracts/documents'
import type { Multipart } from '@fastify/multipart'
import type { Db } from '../../../db/client'
import { documents, type SessionUser } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import {
  DocxError,
  ImageError,
  imageKindOf,
  looksLikePdf,
  looksLikeZip,
  PdfError,
  readDocxText,
  readImageHeader,
  readPdf,
} from '../../../reading'
import type { ObjectStorage } from '../storage/object-storage'
import { toUploadedDocumentView } from '../views/document-view.presenter'
import { assertNamedAsItIs, kindNamed, type NamedKind } from './upload-file-name'
import { guardUpload } from './upload-guard'
import { spendUploadAllowance } from './upload-quota'

const FILE_FIELD = 'file'
const ORIGINAL_NAME_MAX = 255

export interface UploadDocumentOptions {
  db: Db
  storage: ObjectStorage
  user: SessionUser
  /** The request's multipart parts, in the order the client sent them. */
  parts: AsyncIterable<Multipart>
  maxBytes: number
  /** How long the file's data may stop arriving before the upload is abandoned (default 60 s). */
  idleMs?: number
}

/** The user's file name, cleaned of control characters and cut to the column's 255. */
function cleanOriginalName(filename: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const name = (filename ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return name.slice(0, ORIGINAL_NAME_MAX) || 'document'
}

export async function uploadDocument(options: UploadDocumentOptions): Promise<DocumentView> {
  const { db, storage, user } = options
  const id = randomUUID()
  let key = `${id}.pdf`
  const fields: Record<string, string> = {}
  let stored: { size: number; originalName: string; named: NamedKind | null } | undefined
  try {
    for await (const part of options.parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value
        continue
      }
      if (part.fieldname !== FILE_FIELD || stored) {
        part.file.destroy()
        throw AppError.badRequest('FILE_MISSING', UPLOAD_MESSAGES.noFile)
      }
      // The key's extension follows the file's name; the bytes decide its type (mimeType), and
      // a name that claims another kind is refused below.
      const named = kindNamed(part.filename ?? '')
      key = `${id}.${named?.kind === 'jpeg' ? 'jpg' : (named?.kind ?? 'pdf')}`
      const { size } = await storage.put(
        key,
        guardUpload(part.file, options.maxBytes, options.idleMs),
      )
      stored = { size, originalName: cleanOriginalName(part.filename), named }
    }
    if (!stored) throw AppError.badRequest('FILE_MISSING', UPLOAD_MESSAGES.noFile)
    const parsedFields = uploadDocumentFields.safeParse(fields)
    if (!parsedFields.success) {
      throw AppError.badRequest('VALIDATION_FAILED', UPLOAD_MESSAGES.invalidZip)
    }

    const kind = await assertReadable(storage, key, stored.named)
    await spendUploadAllowance(db, user)
    const [row] = await db
      .insert(documents)
      .values({
        id,
        userId: user.id,
        filename: key,
        originalName: stored.originalName,
        objectPath: key,
        fileSize: stored.size,
        mimeType: UPLOAD_TYPES[kind],
        processingStatus: 'pending',
        zipCode: parsedFields.data.zipCode ?? null,
      })
      .returning()
    if (!row) throw new Error('uploadDocument: no row returned')
    return toUploadedDocumentView(row, { viewer: user })
  } catch (error) {
    await storage.delete(key).catch(() => undefined)
    throw error
  }
}

/** What the bytes are, by their signature: an image kind, a Word file (a ZIP), a PDF, or none. */
function kindOfBytes(bytes: Uint8Array): UploadKind | null {
  const image = imageKindOf(bytes)
  if (image) return image
  if (looksLikeZip(bytes)) return 'docx'
  return looksLikePdf(bytes) ? 'pdf' : null
}

/**
 * What the stored file is, checked: of a kind we take (415 otherwise), the kind its name says
 * (415 FILE_TYPE_MISMATCH otherwise), and readable as that kind: a PDF's first page opens, a
 * Word document's text is read, an image's header is whole and within the decode limits
 * (pixels, pages, image data: 413 IMAGE_TOO_LARGE). One that cannot be opened is refused with a
 * 400 (a ZIP that is not a Word document too).
 */
async function assertReadable(
  storage: ObjectStorage,
  key: string,
  named: NamedKind | null,
): Promise<UploadKind> {
  const bytes = await readAll(await storage.get(key))
  const kind = kindOfBytes(bytes)
  if (!kind) throw new AppError('NOT_A_PDF', UPLOAD_MESSAGES.notPdf, 415)
  assertNamedAsItIs(named, kind)
  if (kind === 'docx') {
    try {
      await readDocxText(bytes)
      return kind
    } catch (error) {
      if (error instanceof DocxError) {
        throw AppError.badRequest('PDF_UNREADABLE', UPLOAD_MESSAGES.docxUnreadable)
      }
      throw error
    }
  }
  if (kind !== 'pdf') {
    try {
      readImageHeader(bytes)
      return kind
    } catch (error) {
      if (!(error instanceof ImageError)) throw error
      if (error.code === 'too_large') throw new AppError('IMAGE_TOO_LARGE', error.message, 413)
      throw AppError.badRequest('IMAGE_UNREADABLE', error.message)
    }
  }
  try {
    await readPdf(bytes, { maxPages: 1 })
    return kind
  } catch (error) {
    if (error instanceof PdfError) {
      if (error.code === 'not_pdf') throw new AppError('NOT_A_PDF', UPLOAD_MESSAGES.notPdf, 415)
      throw AppError.badRequest('PDF_UNREADABLE', UPLOAD_MESSAGES.unreadable)
    }
    throw error
  }
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return new Uint8Array(Buffer.concat(chunks))
}
