/**
 * Processes one uploaded PDF, Word file or page image: pending -> processing -> completed |
 * failed. The text layer of each page is read; pages without usable text (and every page of an
 * image) are rendered and OCR'd; the rule-based extractor reads the whole text. Bounded: a page cap, an OCR page cap, a time cap, and decoded-size limits checked
 * on the PDF's dictionaries before any image is decoded, so a hostile PDF cannot stall the
 * workers or exhaust their memory. A failure keeps a reason a user can read.
 *
 * Safe to run twice and to run after a killed run: a run claims the document (pending, or
 * 'processing' under a claim whose heartbeat stopped), renews the claim while it works, and
 * writes its result only while the claim is still its own, so a document completes once and its
 * leads are never doubled (document-claim.ts). A single-record document's lead is made as it
 * completes; a list of records awaits the user's import from its preview (0058).
 */

import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/client'
import { type Document, documentLeads, documents } from '../../../db/schema'
import {
  type DocumentReading,
  DocxError,
  documentFields,
  type EvidencePositions,
  type FileText,
  fileNoun,
  ImageError,
  locateEvidence,
  looksLikeZip,
  type OcrPool,
  PdfError,
  READING_LIMITS,
  ReaderLimitError,
  type ReaderPool,
  type RefineExtraction,
  readDocumentText,
} from '../../../reading'
import { recordUploadCaseEvents, uploadCaseRecordsOf } from '../../cases'
import { type KeptPageWords, keepPageWords } from '../corrections/page-words.queries'
import { forgetListImport, holdListForImport } from '../list-import/hold-for-import'
import { type ClaimHeartbeat, claimDocument, keepClaimAlive, stillClaimed } from './document-claim'
import { readLayoutFields } from './layout-step'

/** What a document's processing reads (READING_LIMITS) and how its run keeps its claim. */
export const PROCESSING_LIMITS = {
  ...READING_LIMITS,
  /** How often a run renews its claim (`processing_heartbeat_at`). */
  heartbeatMs: 15_000,
  /**
   * A claim not renewed for this long belongs to a run that died: another run may take the
   * document over. Four heartbeats, so a run whose event loop was busy a while keeps its claim.
   */
  staleClaimMs: 60_000,
  /**
   * pg-boss's expiry of a `documents.process` job: above the time cap, so a live run is never
   * expired. A dead worker's document is taken over by `documents.resume-stalled` (every
   * minute) well before its job expires; the redelivered job then finds it finished.
   */
  jobExpiryMs: 300_000,
}

export interface ProcessingDeps {
  db: Db
  /** The stored file's bytes. */
  readObject(key: string): Promise<Buffer>
  /** The process's OCR pool (created on first use). */
  ocr(): Promise<OcrPool>
  /** Its size, known before it is created (default 1). */
  ocrWorkers?: number
  /** The reader processes every uploaded file is read in (reading/sandbox, 0064). */
  reader: Pick<ReaderPool, 'read'>
  log: FastifyBaseLogger
  limits?: Partial<typeof PROCESSING_LIMITS>
  /**
   * The optional LLM pass (LLM_BASE_URL): fills fields the rules missed or are unsure of, with
   * values it can find in the text. Off when unset; its failures leave the rules' result.
   */
  refineExtraction?: RefineExtraction
  /**
   * Called in the transaction that marks the document completed, after its records are written:
   * the composition root passes the leads module's keeping here (automatic leads, 0019), which
   * this module cannot import. If it throws, nothing of the result is written and the job retries.
   * Not called for a list awaiting the user's import (0058).
   */
  onProcessed?: DocumentProcessedHook
  /**
   * Called after that transaction committed, when the document's leads were kept (not for a list
   * awaiting its import): the composition root queues their enrichment here, as it does for kept
   * search results (issue 31). Jobs cannot be sent inside the transaction (a job could run before
   * the leads are visible). Its failure is logged; the document stays completed.
   */
  afterLeadsKept?: (document: { id: string; userId: string }) => Promise<unknown>
}

/** A database handle inside the transaction that completes a document. */
type ProcessingTransaction = Pick<Db, 'execute' | 'insert' | 'update' | 'delete' | 'select'>

/** What runs when a document's result is written (see ProcessingDeps.onProcessed). */
type DocumentProcessedHook = (
  tx: ProcessingTransaction,
  document: { id: string; userId: string },
) => Promise<unknown>

/** Leads written per INSERT (12 columns each, well under Postgres's 65,535 parameters). */
const LEAD_BATCH = 1_000

/** A failure that will fail again: the document is marked failed and the job is not retried. */
class UnprocessableDocument extends Error {
  override name = 'UnprocessableDocument'
}

/** Another run took the document over (its heartbeat found the claim gone): stop working. */
class ClaimLost extends Error {
  override name = 'ClaimLost'
}

/**
 * The file's text, read in a reader process (reading/sandbox: docs/decisions/0064) under its
 * limits and the processing's time cap. A lost claim kills the reading at once.
 */
async function readText(
  deps: ProcessingDeps,
  bytes: Buffer,
  limits: typeof PROCESSING_LIMITS,
  claim: ClaimHeartbeat,
): Promise<FileText> {
  const stop = new AbortController()
  const watch = setInterval(() => {
    if (claim.lost) stop.abort(new ClaimLost())
  }, 250)
  try {
    return await deps.reader.read(bytes, {
      ocr: deps.ocr,
      ocrSize: deps.ocrWorkers ?? 1,
      limits,
      timeMs: limits.timeMs,
      signal: stop.signal,
      warn: (message) => deps.log.warn(message),
    })
  } catch (error) {
    if (error instanceof DocxError || error instanceof ReaderLimitError) {
      throw new UnprocessableDocument(error.message)
    }
    throw error
  } finally {
    clearInterval(watch)
  }
}

/**
 * Writes the result, replaces the records and runs the onProcessed hook (the user's leads) in one
 * transaction, if the claim is still this run's; false when another run took the document over
 * meanwhile (nothing is written then). A document of several records is held for the user's
 * import instead of the hook (docs/decisions/0058): its leads are made when the user imports it.
 */
async function saveResult(
  deps: Pick<ProcessingDeps, 'db' | 'onProcessed'>,
  doc: Document,
  reading: DocumentReading,
  positions: EvidencePositions,
  words: KeptPageWords,
): Promise<'lost' | 'leads_kept' | 'awaits_import'> {
  const fields = documentFields(reading.found)
  return deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(documents)
      .set({
        ...fields,
        // Where each field was found on the pages, for the viewer's highlights.
        extraction: { ...reading.found, positions } as unknown as Record<string, unknown>,
        zipCode: fields.zipCode ?? doc.zipCode,
        processingStatus: 'completed',
        processingError: null,
        processedAt: new Date(),
      })
      .where(stillClaimed(doc))
      .returning({ id: documents.id })
    if (updated.length === 0) return 'lost'
    await tx.delete(documentLeads).where(eq(documentLeads.documentId, doc.id))
    // In batches: a county's whole list is tens of thousands of records, more than one
    // statement's bind parameters allow.
    for (let from = 0; from < reading.leads.length; from += LEAD_BATCH) {
      await tx
        .insert(documentLeads)
        .values(
          reading.leads
            .slice(from, from + LEAD_BATCH)
            .map((lead) => ({ ...lead, documentId: doc.id, userId: doc.userId })),
        )
    }
    // What the upload says happened to its cases (the user's own case events; issue 16).
    await recordUploadCaseEvents(tx, doc, uploadCaseRecordsOf(reading))
    // The first pages' words, where a correction of this document is located (0055).
    if (words.pages.length > 0) await keepPageWords(tx, doc, words)
    // A list awaits the user's look at its preview before its records become leads (0058).
    let awaitsImport = false
    if (reading.leads.length > 1) awaitsImport = await holdListForImport(tx, doc, reading.columns)
    else await forgetListImport(tx, doc.id)
    if (awaitsImport) return 'awaits_import'
    await deps.onProcessed?.(tx, { id: doc.id, userId: doc.userId })
    return 'leads_kept'
  })
}

/** Runs the afterLeadsKept hook; a failure there is logged and leaves the document completed. */
async function afterLeadsKept(
  deps: Pick<ProcessingDeps, 'afterLeadsKept' | 'log'>,
  doc: Document,
): Promise<void> {
  try {
    await deps.afterLeadsKept?.({ id: doc.id, userId: doc.userId })
  } catch (error) {
    deps.log.error({ err: error, documentId: doc.id }, 'after-processing hook failed')
  }
}

/** Runs the processing of one document; safe to run twice (a finished document is left alone). */
export async function processDocument(
  deps: ProcessingDeps,
  documentId: string,
): Promise<'completed' | 'failed' | 'skipped'> {
  const limits = { ...PROCESSING_LIMITS, ...deps.limits }
  const doc = await claimDocument(deps.db, documentId, limits.staleClaimMs)
  if (!doc) return 'skipped'
  const claim = keepClaimAlive(deps.db, doc, { everyMs: limits.heartbeatMs, log: deps.log })
  try {
    return await runClaimed(deps, doc, limits, claim)
  } finally {
    await claim.stop()
  }
}

async function runClaimed(
  deps: ProcessingDeps,
  doc: Document,
  limits: typeof PROCESSING_LIMITS,
  claim: ClaimHeartbeat,
): Promise<'completed' | 'failed' | 'skipped'> {
  const documentId = doc.id
  try {
    const bytes = await deps.readObject(doc.objectPath)
    const noun = fileNoun(bytes)
    const { text, alternative, words } = await readText(deps, bytes, limits, claim)
    if (text.replace(/[^A-Za-z]/g, '').length < 20) {
      throw new UnprocessableDocument(
        looksLikeZip(bytes)
          ? 'No readable text was found in this Word document.'
          : `No readable text was found in this ${noun}, even with OCR.`,
      )
    }
    const reading = readDocumentText(text, alternative)
    // A multi-record document's fields are its first record's: the LLM pass reads whole
    // documents, so it only runs on single-record ones.
    if (deps.refineExtraction && reading.leads.length === 0) {
      reading.found = await deps.refineExtraction(text, reading.found)
    }
    // A layout the account taught reads its fields over the extractor's (0055).
    const layout = await readLayoutFields(deps.db, doc, reading, words)
    const positions = { ...locateEvidence(reading.found, words), ...layout.positions }
    const saved = await saveResult(deps, doc, reading, positions, layout.kept)
    if (saved === 'lost') {
      deps.log.warn({ documentId }, 'document was taken over by another run; result dropped')
      return 'skipped'
    }
    if (saved === 'leads_kept') await afterLeadsKept(deps, doc)
    return 'completed'
  } catch (error) {
    if (error instanceof ClaimLost) {
      deps.log.warn({ documentId }, 'document was taken over by another run; stopped')
      return 'skipped'
    }
    const readable =
      error instanceof UnprocessableDocument ||
      error instanceof PdfError ||
      error instanceof ImageError
        ? error.message
        : null
    if (!readable) {
      // Possibly passing (storage, OCR worker): back to pending so the job's retry picks it up.
      await deps.db
        .update(documents)
        .set({
          processingStatus: 'pending',
          processingStartedAt: null,
          processingHeartbeatAt: null,
        })
        .where(stillClaimed(doc))
      throw error
    }
    const failed = await deps.db
      .update(documents)
      .set({ processingStatus: 'failed', processingError: readable, processedAt: new Date() })
      .where(stillClaimed(doc))
      .returning({ id: documents.id })
    if (failed.length === 0) return 'skipped'
    deps.log.info({ documentId, reason: readable }, 'document could not be processed')
    return 'failed'
  }
}
