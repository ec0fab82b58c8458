/**
 * GET /api/documents/:id/download, the logic: an upload's file, or a saved public record's
 * link at its source, or the record's document kept in storage (a clerk's notice PDF whose
 * link works only in the clerk's session). The user's own upload is always free, even after the trial ends: the
 * trial's 2 downloads are for public-record documents. A trial user spends one of them on
 * each public record, atomically (consumeTrialAllowance), and only for what is served: the
 * link is checked before the download is counted, so an unavailable document costs nothing.
 */
import type { Readable } from 'node:stream'
import { DOWNLOAD_MESSAGES, UPLOAD_TYPES } from '@common/contracts/documents'
import type { Db } from '../../../db/client'
import type { SessionUser } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import { consumeTrialAllowance, isTrialUser } from '../../accounts'
import { filingDocumentKey } from '../../records'
import { selectUpload } from '../documents.queries'
import { DOCUMENT_NOT_FOUND, findOwnDocument } from '../documents.service'
import { ObjectNotFoundError, type ObjectStorage } from '../storage/object-storage'

export type DocumentDownload =
  | {
      kind: 'file'
      stream: Readable
      /** Bytes, when known (a kept notice's size is not recorded). */
      size: number | null
      originalName: string
      mimeType: string
    }
  | { kind: 'redirect'; url: string }

/** Throws the trial's 403 (expired, limit reached) unless the download may be served. */
async function spendDownload(db: Db, user: SessionUser): Promise<void> {
  if (!isTrialUser(user)) return
  const trial = await consumeTrialAllowance(db, user.id, 'download')
  if (!trial.ok) throw AppError.forbidden(trial.code, trial.message, { reason: trial.reason })
}

/** The result's document URL when it can be sent to: available at its source, http(s). */
function downloadableUrl(result: {
  documentUrl: string | null
  isDocumentAvailable: boolean
}): string | null {
  if (!result.isDocumentAvailable || !result.documentUrl) return null
  try {
    const url = new URL(result.documentUrl)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/** An upload's stored file; one storage has lost is a 404, like a document that is not there. */
async function openUpload(storage: ObjectStorage, objectPath: string): Promise<Readable> {
  try {
    return await storage.get(objectPath)
  } catch (error) {
    if (error instanceof ObjectNotFoundError) {
      throw AppError.notFound('DOCUMENT_NOT_FOUND', DOCUMENT_NOT_FOUND)
    }
    throw error
  }
}

/**
 * Opens the owner's document for download: an upload free of charge, a public record for a
 * trial download; 404 / 403 otherwise.
 */
export async function openDocumentDownload(
  db: Db,
  storage: ObjectStorage,
  options: { user: SessionUser; id: string },
): Promise<DocumentDownload> {
  const found = await findOwnDocument(db, { userId: options.user.id, id: options.id })
  if (found.kind === 'upload') {
    const { upload } = found
    // The user's own file: no trial download is spent, and an expired trial may still fetch it.
    return {
      kind: 'file',
      stream: await openUpload(storage, upload.objectPath),
      size: upload.fileSize,
      originalName: upload.originalName,
      mimeType: upload.mimeType,
    }
  }
  const { saved } = found
  const url = downloadableUrl(saved)
  if (url) {
    await spendDownload(db, options.user)
    return { kind: 'redirect', url }
  }
  return downloadKeptNotice(db, storage, options.user, saved)
}

/**
 * The filing's notice kept in storage as `<case number>.pdf`, for a trial download spent only
 * once the object is found; 404 DOCUMENT_NOT_AVAILABLE (nothing spent) when none is kept.
 */
export async function downloadKeptNotice(
  db: Db,
  storage: ObjectStorage,
  user: SessionUser,
  record: { filingId: string | null; caseNumber: string | null },
): Promise<Extract<DocumentDownload, { kind: 'file' }>> {
  const kept = await openKeptDocument(db, storage, record.filingId)
  if (!kept) throw AppError.notFound('DOCUMENT_NOT_AVAILABLE', DOWNLOAD_MESSAGES.notAvailable)
  try {
    await spendDownload(db, user)
  } catch (error) {
    kept.destroy()
    throw error
  }
  return {
    kind: 'file',
    stream: kept,
    size: null,
    originalName: `${record.caseNumber ?? 'notice'}.pdf`,
    mimeType: UPLOAD_TYPES.pdf,
  }
}

/** The filing's kept document, opened (so a missing object costs no download), or null. */
async function openKeptDocument(
  db: Db,
  storage: ObjectStorage,
  filingId: string | null,
): Promise<Readable | null> {
  const key = filingId ? await filingDocumentKey(db, filingId) : null
  if (!key) return null
  try {
    return await storage.get(key)
  } catch (error) {
    if (error instanceof ObjectNotFoundError) return null
    throw error
  }
}

/** An upload's stored file for the in-app viewer. */
export interface ViewerFile {
  stream: Readable
  size: number
  originalName: string
  /** UPLOAD_TYPES: a PDF or a page image (pdf.js, or the browser's image decoders, draw it). */
  mimeType: string
}

/**
 * Opens the owner's uploaded PDF or page image for the in-app viewer (GET
 * /api/documents/:id/file): the same authorisation as the download (the owner only; another
 * user's id is a 404 like a missing one) and, like the download of an own upload, free for every
 * plan and after the trial. Saved public records live at their source and Word uploads have no
 * pages: neither opens here.
 */
export async function openUploadForViewer(
  db: Db,
  storage: ObjectStorage,
  options: { user: SessionUser; id: string },
): Promise<ViewerFile> {
  const upload = await selectUpload(db, { userId: options.user.id, id: options.id })
  if (!upload) throw AppError.notFound('DOCUMENT_NOT_FOUND', DOCUMENT_NOT_FOUND)
  if (upload.mimeType === UPLOAD_TYPES.docx) {
    throw AppError.notFound('DOCUMENT_NOT_AVAILABLE', DOWNLOAD_MESSAGES.notViewable)
  }
  const stream = await openUpload(storage, upload.objectPath)
  return {
    stream,
    size: upload.fileSize,
    originalName: upload.originalName,
    mimeType: upload.mimeType,
  }
}
