/**
 * runListImport under the job queue's failure modes (docs/decisions/0058): a run that dies
 * mid-import (its batch rolled back, its claim left behind), a second run while the first is
 * alive, the take-over once the claim is stale, a batch made again, a list deleted under the run,
 * the resume job's look for stalled imports, and a long list made in batches.
 */
import { and, eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type DocumentImport,
  documentImports,
  documentLeads,
  documents,
  leads,
} from '../../../db/schema'
import { buildDocument, buildUser } from '../../../testing/factories'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { keepLeadsOfDocumentRecords } from '../../leads'
import { holdListForImport } from './hold-for-import'
import { IMPORT_LIST_LEADS_JOB } from './import-leads.contract'
import {
  IMPORT_LIMITS,
  type ImportDeps,
  type KeepRecordLeads,
  runListImport,
} from './import-run.service'
import { markImporting } from './list-import.queries'
import { resumeStalledImports } from './stalled-imports.service'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

const log = pino({ level: 'silent' })

/** A processed list of `count` records awaiting its import, then started as the route starts it. */
async function startedList(count: number) {
  const { db } = database
  const user = await buildUser(db)
  const document = await buildDocument(db, {
    userId: user.id,
    processingStatus: 'completed',
    documentType: 'Notice of Sheriff Sale',
  })
  await db.insert(documentLeads).values(
    Array.from({ length: count }, (_, position) => ({
      documentId: document.id,
      userId: user.id,
      position,
      defendantName: `Owner ${position}`,
      propertyAddress: `${position} Main Street, Baltimore, MD 21201`,
      zipCode: '21201',
      caseNumber: `T-${position}`,
    })),
  )
  await db.transaction((tx) => holdListForImport(tx, document, null))
  const started = await markImporting(db, { userId: user.id, documentId: document.id })
  expect(started?.status).toBe('importing')
  return document
}

function deps(overrides: Partial<ImportDeps> = {}): ImportDeps {
  return { db: database.db, log, keepRecordLeads: keepLeadsOfDocumentRecords, ...overrides }
}

const importOf = async (documentId: string): Promise<DocumentImport> =>
  (
    await database.db
      .select()
      .from(documentImports)
      .where(eq(documentImports.documentId, documentId))
  )[0]!

const leadsOf = async (documentId: string) => {
  const [row] = await database.db
    .select({
      count: sql<number>`count(*)::int`,
      keys: sql<number>`count(distinct ${leads.dedupeKey})::int`,
    })
    .from(leads)
    .where(eq(leads.documentId, documentId))
  return row!
}

/** The real keeping, which dies (as a killed process would) on call number `dieAt`. */
function dyingAt(dieAt: number): KeepRecordLeads {
  let calls = 0
  return async (tx, document, range) => {
    calls++
    if (calls === dieAt) throw new Error('the worker was killed')
    return keepLeadsOfDocumentRecords(tx, document, range)
  }
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)

describe('a list import', () => {
  it('resumes after a run died mid-import, where its last batch ended, never doubling a lead', async () => {
    const document = await startedList(45)
    const small = { batch: 10 }
    await expect(
      runListImport(deps({ keepRecordLeads: dyingAt(3), limits: small }), document.id),
    ).rejects.toThrow('the worker was killed')
    // Two batches made it; the third was rolled back with its transaction.
    expect(await importOf(document.id)).toMatchObject({
      status: 'importing',
      done: 20,
      created: 20,
    })
    expect(await leadsOf(document.id)).toEqual({ count: 20, keys: 20 })

    // While the dead run's claim looks alive, another run leaves it alone.
    expect(await runListImport(deps({ limits: small }), document.id)).toBe('skipped')

    // Once it is stale, a run takes the import over and finishes it.
    await database.db
      .update(documentImports)
      .set({ heartbeatAt: minutesAgo(5) })
      .where(eq(documentImports.documentId, document.id))
    expect(await runListImport(deps({ limits: small }), document.id)).toBe('imported')
    const finished = await importOf(document.id)
    expect(finished).toMatchObject({ status: 'imported', total: 45, done: 45, created: 45 })
    expect(finished.finishedAt).not.toBeNull()
    expect(await leadsOf(document.id)).toEqual({ count: 45, keys: 45 })
    // A job delivered again finds it imported.
    expect(await runListImport(deps(), document.id)).toBe('skipped')
  })

  it('makes no second lead when batches are made again', async () => {
    const document = await startedList(30)
    expect(await runListImport(deps({ limits: { batch: 7 } }), document.id)).toBe('imported')
    // As if the progress of every batch had been lost: the run goes through the list again.
    await database.db
      .update(documentImports)
      .set({ status: 'importing', done: 0, claimedAt: null, heartbeatAt: null })
      .where(eq(documentImports.documentId, document.id))
    expect(await runListImport(deps({ limits: { batch: 7 } }), document.id)).toBe('imported')
    expect(await leadsOf(document.id)).toEqual({ count: 30, keys: 30 })
    expect((await importOf(document.id)).created).toBe(30)
  })

  it('stops when the list is deleted or taken over under it', async () => {
    const document = await startedList(12)
    let calls = 0
    const takenOver: KeepRecordLeads = async (tx, doc, range) => {
      calls++
      const kept = await keepLeadsOfDocumentRecords(tx, doc, range)
      // Another run claims the import while this batch is being written (a new claim time).
      if (calls === 1) {
        await tx
          .update(documentImports)
          .set({ claimedAt: new Date(Date.now() + 60_000) })
          .where(eq(documentImports.documentId, doc.id))
      }
      return kept
    }
    expect(
      await runListImport(deps({ keepRecordLeads: takenOver, limits: { batch: 5 } }), document.id),
    ).toBe('lost')
    expect(calls).toBe(1)
    // The batch it wrote before the take-over is not counted by it (the new run owns the row).
    expect((await importOf(document.id)).done).toBe(0)

    const deleted = await startedList(12)
    await database.db.delete(documents).where(eq(documents.id, deleted.id))
    expect(await runListImport(deps(), deleted.id)).toBe('skipped')
  })

  it('is made in batches of IMPORT_LIMITS.batch records on a long list', async () => {
    const document = await startedList(2_600)
    const ranges: { fromPosition: number; limit: number }[] = []
    const counting: KeepRecordLeads = async (tx, doc, range) => {
      ranges.push(range)
      return keepLeadsOfDocumentRecords(tx, doc, range)
    }
    expect(
      await runListImport(deps({ keepRecordLeads: counting, limits: { rest: 0 } }), document.id),
    ).toBe('imported')
    const { batch } = IMPORT_LIMITS
    const starts = Array.from({ length: Math.ceil(2_600 / batch) + 1 }, (_, i) =>
      Math.min(i * batch, 2_600),
    )
    expect(ranges.map((range) => range.fromPosition)).toEqual(starts)
    expect(new Set(ranges.map((range) => range.limit))).toEqual(new Set([batch]))
    expect(await leadsOf(document.id)).toEqual({ count: 2_600, keys: 2_600 })
    const [sample] = await database.db
      .select()
      .from(leads)
      .where(and(eq(leads.documentId, document.id), eq(leads.recordPosition, 2_599)))
    expect(sample).toMatchObject({
      sourceKind: 'document_record',
      dedupeKey: `record:${document.id}:2599`,
      caseNumber: 'T-2599',
      zipCode: '21201',
      status: 'new',
    })
  })
})

describe('resumeStalledImports', () => {
  it('sends the job of an import whose run stopped or never started, not of a live one', async () => {
    const live = await startedList(3)
    await database.db
      .update(documentImports)
      .set({ claimedAt: new Date(), heartbeatAt: new Date() })
      .where(eq(documentImports.documentId, live.id))
    const dead = await startedList(3)
    await database.db
      .update(documentImports)
      .set({ claimedAt: minutesAgo(9), heartbeatAt: minutesAgo(2) })
      .where(eq(documentImports.documentId, dead.id))
    const neverTaken = await startedList(3)
    await database.db
      .update(documentImports)
      .set({ startedAt: minutesAgo(3) })
      .where(eq(documentImports.documentId, neverTaken.id))

    const sent: { jobId: string; payload: object }[] = []
    const count = await resumeStalledImports(database.db, async (jobId, payload) => {
      sent.push({ jobId, payload })
      return 'queued'
    })
    const ids = sent.map(({ payload }) => (payload as { documentId: string }).documentId)
    expect(ids).toContain(dead.id)
    expect(ids).toContain(neverTaken.id)
    expect(ids).not.toContain(live.id)
    expect(new Set(sent.map(({ jobId }) => jobId))).toEqual(new Set([IMPORT_LIST_LEADS_JOB]))
    expect(count).toBe(sent.length)
  })
})
