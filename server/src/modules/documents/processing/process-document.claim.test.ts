/**
 * processDocument under the job queue's failure modes: a run killed mid-way (document left
 * 'processing'), redelivery, two runs at once, a slow run overtaken; and multi-record PDFs.
 */
import { asc, eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentLeads, documents } from '../../../db/schema'
import { createReaderPool } from '../../../reading'
import { buildDocument, buildUser } from '../../../testing/factories'

import { multiPagePdf } from '../../../testing/fixtures/pdf/sample-pdfs'
import { hasRealData, readRealFile } from '../../../testing/real-data'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'

import { PROCESSING_LIMITS, type ProcessingDeps, processDocument } from './process-document.service'

let database: TestDatabase
const objects = new Map<string, Uint8Array>()
beforeAll(async () => {
  database = await createTestDatabase()
})
// Files are read in a reader process, as in the app (reading/sandbox).
const reader = createReaderPool({ size: 1 })
afterAll(async () => {
  await reader.close()
  await database.destroy()
})

function deps(overrides: Partial<ProcessingDeps> = {}): ProcessingDeps {
  return {
    db: database.db,
    log: pino({ level: 'silent' }),
    readObject: async (key) => {
      const bytes = objects.get(key)
      if (!bytes) throw new Error('no such object')
      return Buffer.from(bytes)
    },
    reader,
    ocr: async () => {
      throw new Error('these PDFs have a text layer')
    },
    ...overrides,
  }
}

const notice = (n: number, street: string, zip: string, name: string) => [
  'NOTICE OF SHERIFF SALE',
  `Case No. 2026-CV-00${n}000`,
  `Example Bank ${n}, Plaintiff, v. ${name}, Defendant.`,
  `The property known as ${street}, Springfield, OH ${zip} will be sold.`,
  `Judgment in the amount of $${n}00,000.00.`,
]

/** A sheriff-sale list: two notices on page 1, a third on page 2. */
const SALE_LIST = [
  [
    ...notice(1, '11 Alpha Street', '45501', 'Avery Q. Testman'),
    ...notice(2, '22 Beta Avenue', '45502', 'Blair R. Samplewood'),
  ],
  notice(3, '33 Gamma Road', '45503', 'Casey T. Exampleton'),
]

async function storedList() {
  const user = await buildUser(database.db)
  const document = await buildDocument(database.db, { userId: user.id, zipCode: '45599' })
  objects.set(document.objectPath, await multiPagePdf(SALE_LIST))
  return document
}

const rowOf = async (id: string) =>
  (await database.db.select().from(documents).where(eq(documents.id, id)))[0]!
const leadsOf = (id: string) =>
  database.db
    .select()
    .from(documentLeads)
    .where(eq(documentLeads.documentId, id))
    .orderBy(asc(documentLeads.position))

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)

describe('a multi-record document', () => {
  it('gets one lead per notice; the document keeps the first notice', async () => {
    const document = await storedList()
    expect(await processDocument(deps(), document.id)).toBe('completed')
    const leads = await leadsOf(document.id)
    expect(leads.map((lead) => [lead.position, lead.caseNumber, lead.zipCode])).toEqual([
      [0, '2026-CV-001000', '45501'],
      [1, '2026-CV-002000', '45502'],
      [2, '2026-CV-003000', '45503'],
    ])
    expect(leads[1]).toMatchObject({
      propertyAddress: '22 Beta Avenue, Springfield, OH 45502',
      loanAmount: '200000.00',
      userId: document.userId,
    })
    expect(leads[1]?.defendantName).toContain('Samplewood')
    expect(leads[1]?.snippet).toContain('2026-CV-002000')
    const row = await rowOf(document.id)
    expect(row).toMatchObject({
      processingStatus: 'completed',
      caseNumber: '2026-CV-001000',
      zipCode: '45501',
      documentType: 'Notice of Sheriff Sale',
    })
  })

  it('replaces its leads when processed again, never doubling them', async () => {
    const document = await storedList()
    expect(await processDocument(deps(), document.id)).toBe('completed')
    const first = await leadsOf(document.id)
    await database.db
      .update(documents)
      .set({ processingStatus: 'pending' })
      .where(eq(documents.id, document.id))
    expect(await processDocument(deps(), document.id)).toBe('completed')
    const second = await leadsOf(document.id)
    expect(second).toHaveLength(3)
    expect(second.map((lead) => lead.id)).not.toEqual(first.map((lead) => lead.id))
  })
})

/** `text` cut into lines of at most `width` characters, as a PDF's text layer gives them. */
function wrap(text: string, width = 95): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  return line ? [...lines, line] : lines
}

describe.skipIf(!hasRealData)('a page of the Pittsburgh Legal Journal as a PDF', () => {
  it('gets one lead per numbered notice', async () => {
    const notices = readRealFile(
      'pa_allegheny_pittsburgh_legal_journal_sheriff_sale_notices_2012-05-07.txt',
    )
      .replace(/\r\n?/g, '\n')
      .split(/\n\s*\n/)
      .slice(1, 5)
    const user = await buildUser(database.db)
    const document = await buildDocument(database.db, { userId: user.id })
    objects.set(
      document.objectPath,
      await multiPagePdf([['SHERIFF SALES', ...notices.flatMap((notice) => wrap(notice))]]),
    )
    expect(await processDocument(deps(), document.id)).toBe('completed')
    const leads = await leadsOf(document.id)
    expect(leads.map((lead) => [lead.caseNumber, lead.zipCode])).toEqual([
      ['GD-08-017655', '15223'],
      ['GD-08-026608', '15201'],
      ['MG-10-002354', '15229'],
      ['GD-07-014766', '15143'],
    ])
    expect(leads[3]?.defendantName).toBe('Katharine H. Leatham')
    expect(leads[3]?.loanAmount).toBe('249637.38')
    expect((await rowOf(document.id)).zipCode).toBe('15223')
  })
})

describe('claiming a document', () => {
  it('takes over a document a killed run left processing, and completes it once', async () => {
    const document = await storedList()
    // The killed run: claimed long ago, before heartbeats existed (none recorded), never finished.
    await database.db
      .update(documents)
      .set({ processingStatus: 'processing', processingStartedAt: minutesAgo(10) })
      .where(eq(documents.id, document.id))
    expect(await processDocument(deps(), document.id)).toBe('completed')
    expect(await processDocument(deps(), document.id)).toBe('skipped')
    expect((await rowOf(document.id)).processingStatus).toBe('completed')
    expect(await leadsOf(document.id)).toHaveLength(3)
  })

  it('leaves a claim whose heartbeat is fresh to the run that holds it, however old', async () => {
    const document = await storedList()
    await database.db
      .update(documents)
      .set({
        processingStatus: 'processing',
        processingStartedAt: minutesAgo(10),
        processingHeartbeatAt: minutesAgo(0.1),
      })
      .where(eq(documents.id, document.id))
    expect(await processDocument(deps(), document.id)).toBe('skipped')
    expect((await rowOf(document.id)).processingStatus).toBe('processing')
    // A live run beats several times before its claim could go stale, and is never expired.
    expect(PROCESSING_LIMITS.staleClaimMs).toBeGreaterThanOrEqual(3 * PROCESSING_LIMITS.heartbeatMs)
    expect(PROCESSING_LIMITS.jobExpiryMs).toBeGreaterThan(PROCESSING_LIMITS.timeMs)
  })

  it('renews its claim while it works, so another run leaves the document alone', async () => {
    const document = await storedList()
    const limits = { heartbeatMs: 40, staleClaimMs: 300 }
    let release!: () => void
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const slow = processDocument(
      deps({
        limits,
        readObject: async (key) => {
          await gate
          return Buffer.from(objects.get(key)!)
        },
      }),
      document.id,
    )
    await new Promise((resolve) => setTimeout(resolve, 700))
    const working = await rowOf(document.id)
    // The claim started more than staleClaimMs ago, but its heartbeat is recent.
    expect(Date.now() - working.processingStartedAt!.getTime()).toBeGreaterThan(600)
    expect(Date.now() - working.processingHeartbeatAt!.getTime()).toBeLessThan(300)
    expect(await processDocument(deps({ limits }), document.id)).toBe('skipped')
    release()
    expect(await slow).toBe('completed')
    expect(await leadsOf(document.id)).toHaveLength(3)
  })

  it('lets one of two concurrent runs do the work', async () => {
    const document = await storedList()
    let reads = 0
    const counting = deps({
      readObject: async (key) => {
        reads++
        return Buffer.from(objects.get(key)!)
      },
    })
    const outcomes = await Promise.all([
      processDocument(counting, document.id),
      processDocument(counting, document.id),
    ])
    expect(outcomes.sort()).toEqual(['completed', 'skipped'])
    expect(reads).toBe(1)
    expect(await leadsOf(document.id)).toHaveLength(3)
  })

  it('drops the result of a slow run whose claim was taken over meanwhile', async () => {
    const document = await storedList()
    let release!: () => void
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let started!: () => void
    const reading = new Promise<void>((resolve) => {
      started = resolve
    })
    const slow = processDocument(
      deps({
        readObject: async (key) => {
          started()
          await gate
          return Buffer.from(objects.get(key)!)
        },
      }),
      document.id,
    )
    await reading
    // The slow run's heartbeat stops (its event loop hung): another run takes it over, finishes.
    await database.db
      .update(documents)
      .set({ processingStartedAt: minutesAgo(10), processingHeartbeatAt: minutesAgo(2) })
      .where(eq(documents.id, document.id))
    expect(await processDocument(deps(), document.id)).toBe('completed')
    const leads = await leadsOf(document.id)
    release()
    expect(await slow).toBe('skipped')
    expect((await leadsOf(document.id)).map((lead) => lead.id)).toEqual(leads.map((l) => l.id))
    expect((await rowOf(document.id)).processingStatus).toBe('completed')
  })
})
