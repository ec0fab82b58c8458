/**
 * The scheduled path of a source whose records are PDFs: the ingestion job takes the document
 * reader of the process's runtime (`ingestion.readNotice`) and the Harris preset's
 * connector reads each listed notice with it. The reader here is a stand-in that returns fixed
 * fields (the real one, with OCR, is exercised by catalogue/presets-harris.test.ts); the clerk's
 * site is the reconstructed loopback one.
 */
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings, scraperQueue } from '../../../db/schema'
import { buildIngestionSource, LOOPBACK_ALLOW_LIST } from '../../../testing/fake-county-fixtures'
import { type HarrisClerkSite, startHarrisClerkSite } from '../../../testing/harris-clerk-site'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { txHarrisForeclosureNotices } from '../catalogue/presets-harris'
import { createIngestSourceJob } from './ingest-source.job'
import type { NoticeReader } from './notice-reader'
import { ingestionUserAgent } from './run-scrape-job.service'
import { enqueueScrapeJob, startIngestionSession } from './scraper-queue.service'

let database: TestDatabase
let site: HarrisClerkSite
beforeAll(async () => {
  database = await createTestDatabase()
  const now = new Date()
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 3))
  const us = (date: Date) =>
    `${date.getUTCMonth() + 1}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`
  site = await startHarrisClerkSite({
    currentYear: now.getUTCFullYear(),
    rowsPerPage: 10,
    notices: [
      {
        number: `FRCL-${now.getUTCFullYear()}-77`,
        saleDate: us(next),
        fileDate: us(now),
        pages: 1,
        pdf: Buffer.from('%PDF-1.7\n% a notice\n'),
      },
    ],
  })
})
afterAll(async () => {
  await site.close()
  await database.destroy()
})

async function runJob(services: { noticeReader?: NoticeReader }) {
  const { sourceId } = await buildIngestionSource(database.db, {
    baseUrl: site.baseUrl,
    config: txHarrisForeclosureNotices.connector!,
    county: 'Harris',
    state: 'TX',
    name: `Harris notices ${Math.random()}`,
  })
  const sessionId = await startIngestionSession(database.db, { sourceIds: [sourceId] })
  const { job } = await enqueueScrapeJob({ db: database.db, sessionId, sourceId, jobs: null })
  const definition = createIngestSourceJob({ allowHosts: LOOPBACK_ALLOW_LIST })
  const outcome = await definition
    .handler(
      { scraperJobId: job.id },
      {
        runtime: {
          database,
          ingestion: {
            userAgent: ingestionUserAgent('http://localhost'),
            readNotice: services.noticeReader,
          },
        },
        log: pino({ level: 'silent' }),
        jobId: 'test',
        sendJob: async () => null,
      },
    )
    .then(
      () => null,
      (error: Error) => error.message,
    )
  const [row] = await database.db.select().from(scraperQueue).where(eq(scraperQueue.id, job.id))
  return { sourceId, outcome, row: row! }
}

describe('sources.ingest-source job with a source of PDF notices', () => {
  it("reads each notice with the worker's document reader", async () => {
    const read: number[] = []
    const noticeReader: NoticeReader = async (pdf, { maxPages }) => {
      read.push(pdf.byteLength)
      expect(maxPages).toBe(4)
      return {
        ok: true,
        pages: 1,
        ocrPages: 1,
        fields: {
          documentType: 'notice of trustee sale',
          defendants: ['Ana Ruiz'],
          plaintiff: null,
          street: '1200 Main St',
          city: 'Houston',
          state: 'TX',
          zip: '77002',
          caseNumber: 'TS-26-0077',
          amount: null,
          amountKind: null,
          saleDate: null,
          saleStatus: null,
        },
      }
    }
    const { outcome, row } = await runJob({ noticeReader })
    expect(outcome).toBeNull()
    expect(row.status).toBe('completed')
    expect(read).toHaveLength(1)
    const [filing] = await database.db
      .select()
      .from(filings)
      .where(eq(filings.caseNumber, 'TS-26-0077'))
    expect(filing).toMatchObject({
      defendantName: 'Ana Ruiz',
      propertyAddress: '1200 Main St',
      zipCode: '77002',
      county: 'Harris',
      stage: 'sale_scheduled',
    })
  })

  it('without a reader the row fails at once, not retried, and nothing is fetched', async () => {
    const before = site.pageRequests().length
    const { outcome, row } = await runJob({})
    // A permanent failure ends the row; the job itself does not throw for pg-boss to retry.
    expect(outcome).toBeNull()
    expect(row.status).toBe('failed')
    expect(row.errorMessage).toMatch(/no document reader/)
    expect(site.pageRequests().length).toBe(before)
  })
})
