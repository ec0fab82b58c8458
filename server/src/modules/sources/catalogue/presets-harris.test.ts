/**
 * The Harris County, TX notices preset end to end: a loopback clerk's search page (reconstructed
 * from public scrapers' selectors, not recorded: testing/harris-clerk-site.ts) lists four
 * notices over two sale months and two grid pages; three are real Texas notices of substitute
 * trustee's sale (../shared/data/real/documents, Williamson County scans) and one is a corrupt
 * PDF. The operator reviews and enables the source, then it runs twice through the polite
 * fetcher (robots.txt, crawl-delay, quota, audits) with the product's document reader (text
 * layer, OCR, extraction). The OCR work happens once, in beforeAll: the first run reads the three
 * notices; the second fetches none of them again.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNoticeReader, createSourceDocumentStore } from '../../../composition/records-ports'
import {
  caseEvents,
  complianceAudits,
  filings,
  rateLimits,
  scraperQueue,
  sources,
  unreadableSourceRecords,
} from '../../../db/schema'
import { createOcrPool, type OcrPool } from '../../../reading'
import {
  hasRealDocuments,
  loadRealTruths,
  REAL_DOCUMENTS_DIR,
  type TruthRecord,
} from '../../../testing/fixtures/real-documents/real-documents'
import { type HarrisClerkSite, startHarrisClerkSite } from '../../../testing/harris-clerk-site'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { LocalDiskStorage } from '../../documents'
import { gridNotices, saleMonths } from '../ingestion/connectors/aspnet-notice-search'
import { parseConnectorConfig } from '../ingestion/connectors/connector-config'
import { loadHtml } from '../ingestion/html/html-document'
import type { ScrapeRunOutcome } from '../ingestion/run-scrape-job.service'
import { approveDomainForIngestion } from '../ingestion/tos-policy'
import { txHarrisForeclosureNotices as preset } from './presets-harris'
import {
  enableSource,
  reviewSource,
  runSourceNow,
  SourceOperationError,
} from './source-operations.service'
import { syncSourcePreset } from './sync-catalogue.service'

const USER_AGENT = 'ForeclosureLeadsBot/1.0 (+http://localhost/about/crawler)'
const SCAN = 'tx_williamson_notice_of_substitute_trustees_sale_scan_ocr_2025-01.pdf'
const TWO_PAGE = 'tx_williamson_notice_of_substitute_trustees_sale_2page_scan_ocr_2025-01.pdf'
const TABULAR = 'tx_williamson_notice_of_substitute_trustee_sale_tabular_scan_ocr_2025-04.pdf'

const us = (date: Date) =>
  `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`
const iso = (date: Date) => date.toISOString().slice(0, 10)
/** The first Tuesday of the month `offset` months from now (Texas sales day). */
function firstTuesday(now: Date, offset: number): Date {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1))
  while (date.getUTCDay() !== 2) date.setUTCDate(date.getUTCDate() + 1)
  return date
}

const now = new Date()
const year = now.getUTCFullYear()
const saleA = firstTuesday(now, 1)
const saleB = firstTuesday(now, 2)
const filedA = new Date(now.getTime() - 3 * 86_400_000)
const filedB = new Date(now.getTime() - 1 * 86_400_000)
const number = (n: number) => `FRCL-${year}-${n}`
/** Index rows: notice number, its file, sale date, file date. */
const NOTICES = [
  { n: 4101, file: SCAN, sale: saleA, filed: filedA },
  { n: 4102, file: TWO_PAGE, sale: saleA, filed: filedA },
  { n: 4103, file: null, sale: saleA, filed: filedB },
  { n: 4104, file: TABULAR, sale: saleB, filed: filedB },
] as const

let database: TestDatabase
let site: HarrisClerkSite
let pool: Promise<OcrPool> | undefined
let sourceId: string
const refusals: string[] = []
let first: ScrapeRunOutcome
let second: ScrapeRunOutcome
let servedAfterFirst: string[] = []
let eventsAfterFirst = 0

let storageDir: string
let storage: LocalDiskStorage
const runtime = (withReader = true) => ({
  userAgent: USER_AGENT,
  allowHosts: ['127.0.0.1'],
  maxWaitMs: 15_000,
  storeSourceDocument: createSourceDocumentStore(storage),
  ...(withReader
    ? {
        readNotice: createNoticeReader(() => {
          pool ??= createOcrPool({ size: 2 })
          return pool
        }),
      }
    : {}),
})

async function harrisFilings() {
  return database.db
    .select()
    .from(filings)
    .where(and(eq(filings.state, 'TX'), eq(filings.county, 'Harris')))
}

beforeAll(async () => {
  database = await createTestDatabase()
  storageDir = mkdtempSync(path.join(tmpdir(), 'fl-harris-notices-'))
  storage = new LocalDiskStorage(storageDir)
  if (!hasRealDocuments) return
  site = await startHarrisClerkSite({
    currentYear: year,
    rowsPerPage: 2,
    // Requests closer than this get 429: the robots.txt crawl-delay (0.2 s) must keep them apart.
    minIntervalMs: 150,
    notices: NOTICES.map((notice) => ({
      number: number(notice.n),
      saleDate: us(notice.sale),
      fileDate: us(notice.filed),
      pages: notice.file ? 2 : 1,
      pdf: notice.file
        ? readFileSync(path.join(REAL_DOCUMENTS_DIR, notice.file))
        : Buffer.from('%PDF-1.4\n1 0 obj <<\n/Type /Catalog\ntruncated in transit'),
    })),
  })
  const db = database.db
  sourceId = await syncSourcePreset(db, preset)
  // The loopback site stands in for www.cclerk.hctx.net; the quota is raised for the test only.
  await db.update(sources).set({ baseUrl: site.baseUrl }).where(eq(sources.id, sourceId))
  await db.update(rateLimits).set({ quota: 600 }).where(eq(rateLimits.sourceId, sourceId))
  for (const attempt of [
    () => enableSource(db, preset.id),
    () => runSourceNow(db, preset.id, runtime()),
  ]) {
    await attempt().catch((error: unknown) => {
      if (error instanceof SourceOperationError) refusals.push(error.message)
    })
  }
  expect(site.requests).toEqual([])
  await reviewSource(db, preset.id, { reviewer: 'ops@example.com', notes: 'test' })
  // The review approves the preset's own host; the loopback host stands in for it.
  await approveDomainForIngestion(db, '127.0.0.1', { tosUrl: preset.tosUrl, notes: 'test' })
  await enableSource(db, preset.id)
  first = await runSourceNow(db, preset.id, runtime())
  servedAfterFirst = site.servedNotices()
  eventsAfterFirst = (await db.select().from(caseEvents)).length
  second = await runSourceNow(db, preset.id, runtime())
}, 240_000)

afterAll(async () => {
  rmSync(storageDir, { recursive: true, force: true })
  await site?.close()
  if (pool) await (await pool).close()
  await database.destroy()
})

describe('the Harris preset config', () => {
  it('parses, and reads the grid of the reconstructed page', () => {
    const parsed = parseConnectorConfig(preset.connector)
    expect(parsed.ok).toBe(true)
    if (!parsed.ok || parsed.config.connector !== 'aspnet-notice-index') return
    const html = `<table id="ctl00_ContentPlaceHolder1_GridView1"><tr><th>Doc ID</th></tr>
      <tr><td><input type="checkbox" /></td>
      <td><a id="x_ctl02_HyperLinkDocIDEC" class="doclinks" href="ViewECdocs.aspx?ID=abc">FRCL-2026-4797</a></td>
      <td><span id="x_ctl02_lblSaleDate">08/04/2026</span></td><td><span id="x_ctl02_lblFileDate">07/08/2026</span></td>
      <td><span id="x_ctl02_lblPages">2</span></td></tr></table>`
    expect(
      gridNotices(
        loadHtml(html),
        parsed.config,
        'https://www.cclerk.hctx.net/applications/websearch/FRCL_R.aspx',
      ),
    ).toEqual([
      {
        number: 'FRCL-2026-4797',
        saleDate: '2026-08-04',
        fileDate: '2026-07-08',
        pages: 2,
        url: 'https://www.cclerk.hctx.net/applications/websearch/ViewECdocs.aspx?ID=abc',
      },
    ])
    expect(saleMonths(new Date('2026-11-26T12:00:00Z'), 2)).toEqual([
      [2026, 11],
      [2026, 12],
      [2027, 1],
    ])
  })
})

describe.skipIf(!hasRealDocuments)('Harris County, TX notices of foreclosure sale', () => {
  it('fetches nothing before the review: enable and run are refused with what to do', () => {
    expect(refusals).toHaveLength(2)
    expect(refusals[0]).toMatch(/has not been reviewed/)
    expect(refusals[1]).toMatch(/is not enabled/)
  })

  it('reads the index (year, search, page 2) and each notice once, in the session that listed it', () => {
    expect(first).toMatchObject({ status: 'completed', inserted: 3, new: 3, rejected: 1 })
    expect(site.requests[0]!.path).toBe('/robots.txt')
    expect(servedAfterFirst.sort()).toEqual([4101, 4102, 4103, 4104].map(number).sort())
    const posts = site.posts()
    expect(posts.some((form) => form.get('ctl00$ContentPlaceHolder1$btnSearch') === 'Search')).toBe(
      true,
    )
    expect(posts.some((form) => form.get('__EVENTARGUMENT') === 'Page$2')).toBe(true)
    expect(
      posts.every((form) => form.get('ctl00$ContentPlaceHolder1$rbtlDate') === 'SaleDate'),
    ).toBe(true)
    expect(site.throttled()).toBe(0)
  })

  it('turns each real notice into a filing: defendants, address, ZIP, TS number and amount from the PDF, dates from the index', async () => {
    const truths = new Map(loadRealTruths().map((truth) => [truth.file, truth.records[0]!]))
    const stored = await harrisFilings()
    expect(stored).toHaveLength(3)
    for (const notice of NOTICES.filter((row) => row.file)) {
      const truth = truths.get(notice.file!) as TruthRecord
      const filing = stored.find((row) => row.caseNumber === truth.caseNumber)
      expect(filing, `${notice.file}: ${truth.caseNumber}`).toBeDefined()
      expect(filing).toMatchObject({
        documentType: 'Notice of Sale',
        county: 'Harris',
        state: 'TX',
        saleDate: iso(notice.sale),
        filingDate: iso(notice.filed),
        nextSaleDate: iso(notice.sale),
        stage: 'sale_scheduled',
        zipCode: truth.zip,
        loanAmount: truth.amount?.value ?? null,
        sourceDatabase: preset.name,
      })
      for (const name of truth.defendants) {
        expect(filing!.defendantName?.toLowerCase(), notice.file ?? '').toContain(
          name.toLowerCase(),
        )
      }
      if (truth.street) {
        expect(filing!.propertyAddress?.toLowerCase()).toContain(
          truth.street.toLowerCase().split(' ')[0]!,
        )
        expect(filing!.propertyAddress?.toLowerCase()).toContain(
          truth.street.toLowerCase().split(' ')[1]!,
        )
      }
      const events = await database.db
        .select()
        .from(caseEvents)
        .where(eq(caseEvents.filingId, filing!.id))
      expect(events.map((event) => [event.kind, event.saleDate])).toEqual([
        ['sale_scheduled', iso(notice.sale)],
      ])
      // The notice itself is kept (its link works only in the clerk's session), once, by its hash.
      const pdf = readFileSync(path.join(REAL_DOCUMENTS_DIR, notice.file!))
      const hash = createHash('sha256').update(pdf).digest('hex')
      expect(filing).toMatchObject({
        documentUrl: null,
        documentObjectKey: `notice-${hash}.pdf`,
        isDocumentAvailable: true,
      })
      expect(readFileSync(path.join(storageDir, `notice-${hash}.pdf`)).equals(pdf)).toBe(true)
    }
  })

  it('records the corrupt notice and goes on', async () => {
    const [run] = await database.db
      .select()
      .from(scraperQueue)
      .where(eq(scraperQueue.sourceId, sourceId))
      .orderBy(scraperQueue.createdAt)
      .limit(1)
    const result = run!.resultData as {
      rejections: { sourceRecordId: string; reason: string }[]
      notes: string[]
    }
    expect(result.rejections).toEqual([
      {
        sourceRecordId: number(4103),
        reason: expect.stringMatching(/could not be read.*damaged/),
        unreadable: true,
      },
    ])
    // The scans' pages were read by OCR (their hidden text layer is read again, as for uploads).
    expect(result.notes[0]).toMatch(/^4 notices listed, 4 new, 3 read \([1-9]\d* pages by OCR\)$/)
  })

  it('the form POSTs and PDF fetches are audited like any fetch', async () => {
    const audits = await database.db
      .select()
      .from(complianceAudits)
      .where(eq(complianceAudits.sourceId, sourceId))
    expect(audits.some((audit) => audit.reason === 'fetched (form POST)')).toBe(true)
    expect(
      audits.filter((audit) => audit.requestUrl?.includes('ViewECdocs.aspx')).length,
    ).toBeGreaterThanOrEqual(4)
  })

  it('a second run fetches no notice it has read, nor the unreadable one yet: no duplicate filing, no new event', async () => {
    expect(second).toMatchObject({ status: 'completed', inserted: 0, new: 0, rejected: 0 })
    expect(site.servedNotices().slice(servedAfterFirst.length)).toEqual([])
    expect(readdirSync(storageDir).filter((name) => name.startsWith('notice-'))).toHaveLength(3)
    const [run] = await database.db
      .select()
      .from(scraperQueue)
      .where(eq(scraperQueue.sourceId, sourceId))
      .orderBy(desc(scraperQueue.createdAt))
      .limit(1)
    expect((run!.resultData as { notes: string[] }).notes).toEqual(
      expect.arrayContaining([
        '3 notices read on earlier runs were not fetched again',
        '1 notices that could not be read on earlier runs were not fetched again yet',
      ]),
    )
    expect(await harrisFilings()).toHaveLength(3)
    expect((await database.db.select().from(caseEvents)).length).toBe(eventsAfterFirst)
    const [source] = await database.db.select().from(sources).where(eq(sources.id, sourceId))
    expect(source).toMatchObject({ lastRowCount: 4, alarm: null })
  })

  it('asks for an unreadable notice again after a rest that doubles (1 day, ..., 8 days), then no more', async () => {
    const db = database.db
    const unreadable = and(
      eq(unreadableSourceRecords.sourceId, sourceId),
      eq(unreadableSourceRecords.sourceRecordId, number(4103)),
    )
    const served = () => site.servedNotices().filter((n) => n === number(4103)).length
    expect(await db.select().from(unreadableSourceRecords).where(unreadable)).toEqual([
      expect.objectContaining({ attempts: 1, reason: expect.stringMatching(/damaged/) }),
    ])
    // After its n-th failure a notice rests 2^(n-1) days: checked after the 1st and the 4th.
    for (const [attempts, restDays] of [
      [1, 1],
      [4, 8],
    ] as const) {
      // Still resting a little before its time: not fetched.
      await db
        .update(unreadableSourceRecords)
        .set({
          attempts,
          lastFailedAt: sql`now() - make_interval(days => ${restDays}) + interval '1 hour'`,
        })
        .where(unreadable)
      const before = served()
      expect(await runSourceNow(db, preset.id, runtime())).toMatchObject({ rejected: 0 })
      expect(served()).toBe(before)
      // Its rest over: fetched once more, and one more failure counted.
      await db
        .update(unreadableSourceRecords)
        .set({ lastFailedAt: sql`now() - make_interval(days => ${restDays}) - interval '1 hour'` })
        .where(unreadable)
      expect(await runSourceNow(db, preset.id, runtime())).toMatchObject({ rejected: 1 })
      expect(served()).toBe(before + 1)
      const [row] = await db.select().from(unreadableSourceRecords).where(unreadable)
      expect(row?.attempts).toBe(attempts + 1)
    }
    // Five failures: given up, however long ago the last one was.
    await db
      .update(unreadableSourceRecords)
      .set({ lastFailedAt: sql`now() - interval '400 days'` })
      .where(unreadable)
    const before = served()
    expect(await runSourceNow(db, preset.id, runtime())).toMatchObject({ rejected: 0 })
    expect(served()).toBe(before)
    expect(await harrisFilings()).toHaveLength(3)
  })

  it('a process without the document reader refuses the run and says why', async () => {
    const outcome = await runSourceNow(database.db, preset.id, runtime(false))
    expect(outcome).toMatchObject({ status: 'failed', retryable: false })
    expect(outcome.status === 'failed' && outcome.error).toMatch(/no document reader/)
  })
})
