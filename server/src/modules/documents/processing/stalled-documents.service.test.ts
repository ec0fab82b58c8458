/**
 * Resuming stalled documents: a pending document whose job is gone and one left 'processing' by
 * a dead worker are processed; fresh ones, live claims and finished ones are left alone; one
 * stalled for hours is failed with a reason instead of retried for ever.
 */
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documents } from '../../../db/schema'
import { createReaderPool } from '../../../reading'
import { buildDocument, buildUser } from '../../../testing/factories'
import { textPdf } from '../../../testing/fixtures/pdf/sample-pdfs'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { LocalDiskStorage } from '../storage/local-disk-storage'
import { processDocumentJob } from './process-document.job'
import { PROCESSING_LIMITS, type ProcessingDeps, processDocument } from './process-document.service'
import { createProcessingServices } from './processing-services'
import { resumeStalledDocumentsJob } from './resume-stalled-documents.job'
import { resumeStalledDocuments, STALLED } from './stalled-documents.service'

let database: TestDatabase
let pdf: Buffer
beforeAll(async () => {
  database = await createTestDatabase()
  pdf = Buffer.from(
    await textPdf([
      'NOTICE OF LIS PENDENS',
      'Case No. 2026-CA-009911',
      'EXAMPLE BANK, Plaintiff, v. CASEY R. PLACEHOLDER, Defendant.',
      'Property Address: 9 Sample Court, Tampa, FL 33602',
    ]),
  )
})
// Files are read in a reader process, as in the app (reading/sandbox).
const reader = createReaderPool({ size: 1 })
afterAll(async () => {
  await reader.close()
  await database.destroy()
})

function deps(): ProcessingDeps {
  return {
    db: database.db,
    log: pino({ level: 'silent' }),
    readObject: async () => pdf,
    reader,
    ocr: async () => {
      throw new Error('no OCR expected')
    },
  }
}

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000)

describe('resumeStalledDocuments', () => {
  it('resumes stalled documents, leaves live and fresh ones, gives up on old ones', async () => {
    const user = await buildUser(database.db)
    const make = (values: Partial<typeof documents.$inferInsert>) =>
      buildDocument(database.db, { userId: user.id, ...values })
    const orphaned = await make({ createdAt: ago(40), updatedAt: ago(30) })
    const deadWorker = await make({
      processingStatus: 'processing',
      processingStartedAt: ago(20),
      createdAt: ago(25),
      updatedAt: ago(20),
    })
    const fresh = await make({ createdAt: ago(2), updatedAt: ago(2) })
    const liveClaim = await make({
      processingStatus: 'processing',
      processingStartedAt: ago(1),
      processingHeartbeatAt: ago(0.2),
      createdAt: ago(30),
      updatedAt: ago(0.2),
    })
    const ancient = await make({ createdAt: ago(7 * 60), updatedAt: ago(60) })
    const done = await make({
      processingStatus: 'completed',
      createdAt: ago(60),
      updatedAt: ago(60),
    })

    expect(await resumeStalledDocuments(deps())).toEqual({ resumed: 2, gaveUp: 1 })

    const rows = await database.db
      .select()
      .from(documents)
      .where(
        inArray(
          documents.id,
          [orphaned, deadWorker, fresh, liveClaim, ancient, done].map((d) => d.id),
        ),
      )
    const status = (id: string) => rows.find((row) => row.id === id)
    expect(status(orphaned.id)).toMatchObject({
      processingStatus: 'completed',
      caseNumber: '2026-CA-009911',
    })
    expect(status(deadWorker.id)?.processingStatus).toBe('completed')
    expect(status(fresh.id)?.processingStatus).toBe('pending')
    expect(status(liveClaim.id)?.processingStatus).toBe('processing')
    expect(status(ancient.id)).toMatchObject({
      processingStatus: 'failed',
      processingError: STALLED.reason,
    })
    expect(status(done.id)?.processingStatus).toBe('completed')

    // Nothing is left to resume: a second run does nothing.
    expect(await resumeStalledDocuments(deps())).toEqual({ resumed: 0, gaveUp: 0 })
  })

  it('takes over a document whose heartbeat stopped a minute ago, and completes it once', async () => {
    const user = await buildUser(database.db)
    // Its worker was killed 70 s ago, two minutes into the work (under the job's expiry).
    const killed = await buildDocument(database.db, {
      userId: user.id,
      processingStatus: 'processing',
      processingStartedAt: ago(3),
      processingHeartbeatAt: ago(70 / 60),
      createdAt: ago(4),
      updatedAt: ago(70 / 60),
    })
    // Still working after ten minutes, its heartbeat 5 s old: left alone.
    const alive = await buildDocument(database.db, {
      userId: user.id,
      processingStatus: 'processing',
      processingStartedAt: ago(10),
      processingHeartbeatAt: ago(5 / 60),
      createdAt: ago(11),
      updatedAt: ago(5 / 60),
    })
    let reads = 0
    const counting: ProcessingDeps = {
      ...deps(),
      readObject: async () => {
        reads++
        return pdf
      },
    }
    expect(await resumeStalledDocuments(counting)).toEqual({ resumed: 1, gaveUp: 0 })
    const rowOf = async (id: string) =>
      (await database.db.select().from(documents).where(eq(documents.id, id)))[0]!
    const done = await rowOf(killed.id)
    expect(done).toMatchObject({ processingStatus: 'completed', caseNumber: '2026-CA-009911' })
    expect((await rowOf(alive.id)).processingStatus).toBe('processing')

    // The killed run's job, delivered again once it expires, and the next scheduled runs.
    expect(await processDocument(counting, killed.id)).toBe('skipped')
    expect(await resumeStalledDocuments(counting)).toEqual({ resumed: 0, gaveUp: 0 })
    expect(reads).toBe(1)
    expect((await rowOf(killed.id)).processedAt).toEqual(done.processedAt)
    expect((await rowOf(alive.id)).processingStatus).toBe('processing')
  })

  it('runs every minute, so a stopped heartbeat is noticed within about two', () => {
    expect(resumeStalledDocumentsJob.schedule).toBe('* * * * *')
    expect(PROCESSING_LIMITS.staleClaimMs).toBeLessThanOrEqual(60_000)
    expect(processDocumentJob.expireInSeconds * 1000).toBeGreaterThan(PROCESSING_LIMITS.timeMs)
  })

  it('runs, as the scheduled job, the clean-up of uploads a killed process left', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fl-resume-uploads-'))
    try {
      const services = createProcessingServices(new LocalDiskStorage(dir), {
        ocrWorkers: 1,
        keepRecordLeads: async () => {
          throw new Error('no list is imported in this test')
        },
      })
      writeFileSync(path.join(dir, '.incoming-killed'), '')
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000)
      utimesSync(path.join(dir, '.incoming-killed'), twoHoursAgo, twoHoursAgo)
      writeFileSync(path.join(dir, '.incoming-under-way'), '%PDF-')
      await resumeStalledDocumentsJob.handler(
        {},
        {
          runtime: { database, documents: { ...services, readObject: async () => pdf } },
          log: pino({ level: 'silent' }),
          jobId: 'test',
          sendJob: async () => null,
        },
      )
      expect(readdirSync(dir)).toEqual(['.incoming-under-way'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('takes at most a batch per run, oldest first', async () => {
    const user = await buildUser(database.db)
    const ids = []
    for (let i = 0; i < 3; i++) {
      const doc = await buildDocument(database.db, {
        userId: user.id,
        createdAt: ago(100 - i),
        updatedAt: ago(90 - i),
      })
      ids.push(doc.id)
    }
    expect(await resumeStalledDocuments(deps(), { batch: 2 })).toEqual({ resumed: 2, gaveUp: 0 })
    const [oldest] = await database.db.select().from(documents).where(eq(documents.id, ids[0]!))
    expect(oldest?.processingStatus).toBe('completed')
    const [newest] = await database.db.select().from(documents).where(eq(documents.id, ids[2]!))
    expect(newest?.processingStatus).toBe('pending')
  })
})
