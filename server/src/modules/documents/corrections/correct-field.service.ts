/**
 * Correcting one field of an uploaded document (issue 34, item 7; docs/decisions/0055). The value
 * the user typed, or the text they selected on the page (which becomes the evidence, located on
 * the page's words), is the field's value from now on: a fact, confidence 1, with who corrected
 * it and when. In one transaction: the document's row and stored extraction take the value, the
 * correction is recorded, the document's layout learns where the field is printed, and the lead
 * kept from the document follows (the leads module's hook: only the corrected field's columns
 * change, never the user's status, tags, folder or notes).
 */
import {
  CORRECTION_REFUSALS,
  type CorrectFieldCommand,
  type CorrectFieldResponse,
  type CorrectionView,
} from '@common/contracts/corrections'
import type { EvidenceLocation } from '@common/contracts/documents'
import type { CorrectionField } from '@common/field-corrections'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { type Document, documentLeads, documents, type SessionUser } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import { locateValue, type ValueKind, type ValueMatch } from '../../../reading'
import { findSavedResult } from '../../records'
import { selectUpload } from '../documents.queries'
import { DOCUMENT_NOT_FOUND, getDocument } from '../documents.service'
import { currentValue, type FieldEntries, fieldColumns, putField } from '../fields/field-entries'
import { learnLayoutField } from '../layouts/layout-memory'
import { insertCorrection, selectCorrections } from './corrections.queries'
import { type KeptPageWords, pageWordsOf } from './page-words.queries'

/** A handle inside the correcting transaction. */
export type CorrectionTransaction = Pick<Db, 'execute' | 'insert' | 'update' | 'delete' | 'select'>

/**
 * What runs in the transaction once a field is corrected: the composition root passes the leads
 * module's update of the document's lead here (documents cannot import leads). If it throws,
 * nothing of the correction is kept.
 */
export type FieldCorrectedHook = (
  tx: CorrectionTransaction,
  change: { userId: string; documentId: string; field: CorrectionField },
) => Promise<unknown>

const notFound = () => AppError.notFound('DOCUMENT_NOT_FOUND', DOCUMENT_NOT_FOUND)

/** How a field's value is printed, to find a typed value on the page. */
const KINDS: Record<CorrectionField, ValueKind> = {
  defendantName: 'name',
  propertyAddress: 'text',
  zipCode: 'text',
  caseNumber: 'text',
  loanAmount: 'amount',
  filingDate: 'date',
  saleDate: 'date',
}

/** "corrected by <name>": the user's name, or their e-mail when they gave none. */
const displayName = (user: SessionUser) =>
  [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ') || user.email

/** The owner's upload, locked until the transaction ends (two corrections apply one by one). */
async function lockUpload(
  tx: CorrectionTransaction,
  scope: { userId: string; id: string },
): Promise<Document | null> {
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.id, scope.id), eq(documents.userId, scope.userId)))
    .for('update')
  return row ?? null
}

/** Refuses what is no upload of the user's: a kept public record (400), anything else (404). */
async function assertUpload(db: Db, scope: { userId: string; id: string }): Promise<void> {
  if (await selectUpload(db, scope)) return
  if (await findSavedResult(db, scope)) {
    throw AppError.badRequest('DOCUMENT_NOT_CORRECTABLE', CORRECTION_REFUSALS.notUpload)
  }
  throw notFound()
}

/** Refuses what cannot be corrected: gone meanwhile (404), a list, an unfinished analysis. */
async function assertCorrectable(
  tx: CorrectionTransaction,
  doc: Document | null,
): Promise<Document> {
  if (!doc) throw notFound()
  if (doc.processingStatus === 'failed') {
    throw AppError.conflict('DOCUMENT_NOT_PROCESSED', CORRECTION_REFUSALS.failed)
  }
  if (doc.processingStatus !== 'completed') {
    throw AppError.conflict('DOCUMENT_NOT_PROCESSED', CORRECTION_REFUSALS.notProcessed)
  }
  const [record] = await tx
    .select({ id: documentLeads.id })
    .from(documentLeads)
    .where(eq(documentLeads.documentId, doc.id))
    .limit(1)
  if (record) throw AppError.badRequest('DOCUMENT_NOT_CORRECTABLE', CORRECTION_REFUSALS.list)
  return doc
}

/**
 * Where the value is printed: the selection found again on its page's words (the place nearest
 * the selection's boxes), else the selection's own boxes; a typed value found on the pages.
 */
function locate(
  words: KeptPageWords | null,
  command: CorrectFieldCommand,
): { match: ValueMatch | null; location: EvidenceLocation | null } {
  const { evidence } = command
  const match = words
    ? evidence
      ? locateValue(words.pages, evidence.text, {
          kind: 'text',
          page: evidence.page,
          near: evidence.boxes,
        })
      : locateValue(words.pages, command.value, { kind: KINDS[command.field] })
    : null
  if (match) return { match, location: { page: match.reading.page, boxes: match.boxes } }
  if (evidence && evidence.boxes.length > 0) {
    return { match: null, location: { page: evidence.page, boxes: evidence.boxes } }
  }
  return { match: null, location: null }
}

type StoredExtraction = FieldEntries & { positions?: Record<string, unknown> }

/** POST /api/documents/:id/corrections: the correction, the document as it is now, and whether its layout learned. */
export async function correctField(
  db: Db,
  options: {
    user: SessionUser
    documentId: string
    command: CorrectFieldCommand
    onCorrected?: FieldCorrectedHook
  },
): Promise<CorrectFieldResponse> {
  const { user, command } = options
  const scope = { userId: user.id, id: options.documentId }
  await assertUpload(db, scope)
  const { correction, layoutLearned } = await db.transaction(async (tx) => {
    const doc = await assertCorrectable(tx, await lockUpload(tx, scope))
    const words = await pageWordsOf(tx, { userId: user.id, documentId: doc.id })
    const { match, location } = locate(words, command)
    const at = new Date()
    const name = displayName(user)
    const before = (doc.extraction ?? {}) as StoredExtraction
    const snippet = command.evidence?.text.replace(/\s+/g, ' ').trim() ?? command.value
    const after = putField(before, command.field, command.value, {
      confidence: 1,
      snippet,
      origin: 'correction',
      correction: { by: name, at: at.toISOString() },
    })
    const positions = { ...before.positions }
    if (location) positions[command.field] = location
    else delete positions[command.field]
    await tx
      .update(documents)
      .set({ ...fieldColumns(after), extraction: { ...after, positions } })
      .where(and(eq(documents.id, doc.id), eq(documents.userId, user.id)))
    const saved = await insertCorrection(
      tx,
      {
        documentId: doc.id,
        userId: user.id,
        field: command.field,
        value: command.value,
        previousValue: currentValue(before, command.field),
        evidence: command.evidence ? { text: snippet, location } : null,
        correctedBy: { userId: user.id, name },
      },
      at,
    )
    const learned =
      words && match
        ? await learnLayoutField(tx, {
            userId: user.id,
            documentId: doc.id,
            signature: words.signature,
            field: command.field,
            reading: match.reading,
            first: match.first,
            last: match.last,
          })
        : false
    await options.onCorrected?.(tx, {
      userId: user.id,
      documentId: doc.id,
      field: command.field,
    })
    return { correction: saved, layoutLearned: learned }
  })
  const document = await getDocument(db, { user, id: options.documentId })
  return { correction, document, layoutLearned }
}

/** GET /api/documents/:id/corrections: the owner's document's corrections, newest first. */
export async function listCorrections(
  db: Db,
  options: { user: SessionUser; documentId: string },
): Promise<CorrectionView[]> {
  // 404 unless it is one of the user's documents.
  await getDocument(db, { user: options.user, id: options.documentId })
  return selectCorrections(db, { userId: options.user.id, documentId: options.documentId })
}
