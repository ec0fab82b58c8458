/**
 * POST /api/documents, the logic: stream the one file part into storage through the guard
 * (size cap, signature of a kind we take), check that it is what its name says, spend the
 * upload allowance, then write the row. Nothing is parsed in the request: the file is read in
 * a reader process when it is processed (docs/decisions/0064), so no upload, however hostile,
 * costs the web process more than its bytes. Whatever refuses the file, the stored object is
 * deleted, so nothing is kept of it.
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
  ImageError,
  imageKindOf,
  looksLikePdf,
  looksLikeZip,
  readImageHeader,
} from '../../../reading'
import type { ObjectStorage } from '../storage/object-storage'
import { toUploadedDocumentView } from '../views/document-view.presenter'
import { assertNamedAsItIs, kindNamed, type NamedKind } from './upload-file-name'
import { guardUpload } from './upload-guard'
import { spendUploadAllowance } from './upload-quota'

const FILE_FIELD = 'file'
const ORIGINAL_NAME_MAX = 255
/** The bytes a file's kind is told by (a PDF's signature may stand anywhere in its first KB). */
const HEAD_BYTES = 1024

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

    const kind = await assertKind(storage, key, stored.named)
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
 * What the stored file is: of a kind we take (415 otherwise), the kind its name says (415
 * FILE_TYPE_MISMATCH otherwise), and for a page image, a header within the decode limits (413
 * IMAGE_TOO_LARGE) and whole (400): a walk of the header's few bytes that decodes no pixel and
 * allocates nothing the file claims, so the user hears at once, without spending an upload.
 * Nothing is inflated or decoded here: a PDF or Word file is opened only in a reader process,
 * after the upload is counted (reading/sandbox, docs/decisions/0064), and one that cannot be
 * read ends `failed` with why.
 */
async function assertKind(
  storage: ObjectStorage,
  key: string,
  named: NamedKind | null,
): Promise<UploadKind> {
  const head = await readHead(await storage.get(key))
  const kind = kindOfBytes(head)
  if (!kind) throw new AppError('NOT_A_PDF', UPLOAD_MESSAGES.notPdf, 415)
  assertNamedAsItIs(named, kind)
  if (kind !== 'pdf' && kind !== 'docx') assertImageHeader(await readAll(await storage.get(key)))
  return kind
}

function assertImageHeader(bytes: Uint8Array): void {
  try {
    readImageHeader(bytes)
  } catch (error) {
    if (!(error instanceof ImageError)) throw error
    if (error.code === 'too_large') throw new AppError('IMAGE_TOO_LARGE', error.message, 413)
    throw AppError.badRequest('IMAGE_UNREADABLE', error.message)
  }
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return new Uint8Array(Buffer.concat(chunks))
}

/** The first HEAD_BYTES of a stored file (where every signature we know is found). */
async function readHead(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  let length = 0
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer)
    length += (chunk as Buffer).length
    if (length >= HEAD_BYTES) break
  }
  stream.destroy()
  return new Uint8Array(Buffer.concat(chunks).subarray(0, HEAD_BYTES))
}
