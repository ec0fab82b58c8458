/**
 * Runs a list's import in the background (docs/decisions/0058): the records become leads a batch
 * at a time, each batch one short transaction that makes its leads and moves `done` past them, so
 * the page can show progress, with a rest after each as long as the batch took, so the rest of
 * the workspace is never held up behind the import. Safe to run twice and after a killed run: a run claims the import (importing, with
 * no live claim), every batch renews the claim and writes only while the claim is still its own,
 * and a run that died is taken over where its last batch ended. The leads are kept on their dedupe
 * keys ('record:<document>:<position>'), so a batch that is made again makes no second lead.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/client'
import { type DocumentImport, documentImports } from '../../../db/schema'

export const IMPORT_LIMITS = {
  /**
   * Records made into leads per transaction, and the share of a batch's own time the run rests
   * after it. On the embedded database (one connection) every request waits for the batch under
   * way: 200 records (about a quarter of a second there) and as long a rest keep the workspace's
   * calls as fast as without an import (docs/decisions/0058, `npm run bench list-import`).
   */
  batch: 200,
  rest: 1,
  /**
   * A claim whose batches stopped this long ago belongs to a run that died: another run may take
   * the import over where it stopped.
   */
  staleClaimMs: 60_000,
  /** pg-boss's expiry of a `documents.import-leads` job: 25,000 records take 1-2 minutes. */
  jobExpiryMs: 30 * 60_000,
}

/** A database handle inside one batch's transaction. */
type ImportTransaction = Pick<Db, 'execute' | 'insert' | 'update' | 'delete' | 'select'>

/**
 * Keeps the leads of up to `limit` records of the owner's list from `fromPosition` on, in
 * position order (the leads module's, handed over by the composition root): how many records it
 * read, the position of the last, and how many leads it made.
 */
export type KeepRecordLeads = (
  tx: ImportTransaction,
  document: { id: string; userId: string },
  range: { fromPosition: number; limit: number },
) => Promise<{ records: number; lastPosition: number | null; created: number }>

export interface ImportDeps {
  db: Db
  log: FastifyBaseLogger
  keepRecordLeads: KeepRecordLeads
  limits?: Partial<typeof IMPORT_LIMITS>
}

/** True for an import whose run shows no sign of life for `staleMs` (or that no run took yet). */
export function importIsStale(staleMs: number) {
  const lastSign = sql`coalesce(${documentImports.heartbeatAt}, ${documentImports.startedAt})`
  return sql`(${lastSign} is null or ${lastSign} <= now() - make_interval(secs => ${staleMs / 1000}))`
}

/** Takes the import for this run: one importing that no run holds, or whose run stopped. */
async function claimImport(
  db: Db,
  documentId: string,
  staleMs: number,
): Promise<DocumentImport | undefined> {
  const [row] = await db
    .update(documentImports)
    .set({
      claimedAt: sql`date_trunc('milliseconds', now())`,
      heartbeatAt: sql`now()`,
    })
    .where(
      and(
        eq(documentImports.documentId, documentId),
        eq(documentImports.status, 'importing'),
        sql`(${documentImports.claimedAt} is null or ${importIsStale(staleMs)})`,
      ),
    )
    .returning()
  return row
}

/** The import as long as this run's claim holds it. */
function stillClaimed(run: DocumentImport) {
  return and(
    eq(documentImports.documentId, run.documentId),
    eq(documentImports.status, 'importing'),
    eq(documentImports.claimedAt, run.claimedAt ?? new Date(0)),
  )
}

/** One batch: its leads made and the progress moved past it; 'finished' after the last record. */
async function importBatch(
  deps: ImportDeps,
  run: DocumentImport,
  batch: number,
): Promise<'more' | 'finished' | 'lost'> {
  return deps.db.transaction(async (tx) => {
    // Renews the claim and locks the row: a second run, a cancel or the document's deletion
    // waits for this batch.
    const [held] = await tx
      .update(documentImports)
      .set({ heartbeatAt: sql`now()` })
      .where(stillClaimed(run))
      .returning({ done: documentImports.done })
    if (!held) return 'lost'
    const document = { id: run.documentId, userId: run.userId }
    const kept = await deps.keepRecordLeads(tx, document, { fromPosition: held.done, limit: batch })
    if (kept.lastPosition === null) {
      await tx
        .update(documentImports)
        .set({ status: 'imported', done: documentImports.total, finishedAt: sql`now()` })
        .where(stillClaimed(run))
      return 'finished'
    }
    await tx
      .update(documentImports)
      .set({
        done: kept.lastPosition + 1,
        created: sql`${documentImports.created} + ${kept.created}`,
      })
      .where(stillClaimed(run))
    return 'more'
  })
}

/** Lets the requests that waited for the last batch in, and the ones after, before the next. */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Runs the import of one list; safe to run twice (an import held by a live run is left alone). */
export async function runListImport(
  deps: ImportDeps,
  documentId: string,
): Promise<'imported' | 'skipped' | 'lost'> {
  const limits = { ...IMPORT_LIMITS, ...deps.limits }
  const run = await claimImport(deps.db, documentId, limits.staleClaimMs)
  if (!run) return 'skipped'
  for (;;) {
    const started = performance.now()
    const outcome = await importBatch(deps, run, limits.batch)
    if (outcome === 'finished') return 'imported'
    if (outcome === 'lost') {
      deps.log.warn({ documentId }, 'list import was taken over, cancelled or deleted; stopped')
      return 'lost'
    }
    await pause((performance.now() - started) * limits.rest)
  }
}
