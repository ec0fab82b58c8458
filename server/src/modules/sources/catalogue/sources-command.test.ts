import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings, sources, tosValidation, unreadableSourceRecords } from '../../../db/schema'
import { hasRealData, readRealFile } from '../../../testing/real-data'
import { type RecordedSite, startRealAuctionSite } from '../../../testing/recorded-source-sites'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { dueSources } from './due-sources'
import { runDueSourcesJob } from './run-due-sources.job'
import { runSourcesCommand, type SourcesCommand } from './sources-command'
import { syncSourceCatalogue } from './sync-catalogue.service'

const BUTLER = 'pa-butler-realauction'
let database: TestDatabase
let site: RecordedSite
let emptySite: RecordedSite

beforeAll(async () => {
  database = await createTestDatabase()
  await syncSourceCatalogue(database.db)
  const html = hasRealData
    ? readRealFile('sources/pa_butler_realforeclose_sheriff_sale_area_w_items_2026-09-18.html')
    : ''
  site = await startRealAuctionSite({
    day: '09/18/2026',
    updateBody: JSON.stringify({ retHTML: html, rlist: '9182,9183' }),
  })
  emptySite = await startRealAuctionSite({
    day: '09/18/2026',
    updateBody: JSON.stringify({ retHTML: '', rlist: '' }),
  })
})

/**
 * Points the source row at a loopback site (the preset's real host is never used). A sync
 * (`list`) sets the preset's own URL again, so tests point it after listing.
 */
const pointAt = (baseUrl: string) =>
  database.db.update(sources).set({ baseUrl }).where(eq(sources.presetId, BUTLER))
afterAll(async () => {
  await site.close()
  await emptySite.close()
  await database.destroy()
})

const sourcesCommand = (input: Omit<SourcesCommand, 'publicUrl' | 'runtime'>) =>
  runSourcesCommand(database.db, {
    publicUrl: 'http://localhost:3000',
    runtime: { allowHosts: ['127.0.0.1'], maxWaitMs: 10_000 },
    ...input,
  })

const butlerRow = async () =>
  (await database.db.select().from(sources).where(eq(sources.presetId, BUTLER)))[0]!

describe.skipIf(!hasRealData)('npm run sources', () => {
  it('lists every source; nothing is fetched before a review; enable and run are refused until then', async () => {
    const list = await sourcesCommand({ command: 'list' })
    expect(list.exitCode).toBe(0)
    const text = list.output.join('\n')
    expect(text).toMatch(/pa-butler-realauction\s+not reviewed\s+Butler, PA/)
    expect(text).toMatch(/ct-judicial-pending-sales\s+licensed feed required/)
    expect(text).toMatch(
      /pa-butler-realauction[^\n]*\n[^\n]*Butler County, PA sheriff sales \(RealAuction\); checked against a recorded response\n/,
    )
    // A county of a platform whose own pages were never seen says so, in words.
    expect(text).toMatch(
      /fl-alachua-realauction[^\n]*Alachua, FL\n[^\n]*; same platform, not yet seen\n/,
    )
    expect(text).toMatch(
      /nj-cape-may-civilview[^\n]*\n[^\n]*; same platform, not yet seen\n\s+shipped review \(2026-11-29\): robots.txt not read when built; review it by hand before enabling/,
    )
    expect(text).toMatch(
      /ct-judicial-pending-sales[^\n]*\n[^\n]*\n\s+shipped review \(2026-11-29\): robots.txt forbids it; review it by hand/,
    )
    expect(text).not.toMatch(/checked against: /)

    const run = await sourcesCommand({ command: 'run', presetId: BUTLER })
    expect(run).toEqual({ exitCode: 1, output: [expect.stringMatching(/is not enabled/)] })
    const enable = await sourcesCommand({ command: 'enable', presetId: BUTLER })
    expect(enable.exitCode).toBe(1)
    expect(enable.output[0]).toMatch(
      /has not been reviewed: read .* then run `npm run sources -- review pa-butler-realauction --by <you>`/,
    )
    expect(site.requests).toEqual([])

    expect((await sourcesCommand({ command: 'review', presetId: BUTLER })).output[0]).toMatch(
      /--by/,
    )
    const licensed = await sourcesCommand({
      command: 'review',
      presetId: 'ct-judicial-pending-sales',
      by: 'ops',
    })
    expect(licensed).toEqual({
      exitCode: 1,
      output: [expect.stringMatching(/licensed feed required/)],
    })
    const unknown = await sourcesCommand({ command: 'enable', presetId: 'nowhere' })
    expect(unknown.output[0]).toMatch(
      /No source "nowhere" in the catalogue. Known: pa-butler-realauction/,
    )
  })

  it('review records who and when, enable, run: the filings land and the run is counted', async () => {
    await pointAt(site.baseUrl)
    const review = await sourcesCommand({
      command: 'review',
      presetId: BUTLER,
      by: 'ops@example.com',
      notes: 'robots.txt allows /index.cfm; terms allow public viewing',
    })
    expect(review.exitCode).toBe(0)
    const reviewed = await butlerRow()
    expect(reviewed).toMatchObject({ reviewedBy: 'ops@example.com', active: false })
    expect(reviewed.reviewedAt).toBeInstanceOf(Date)
    const [terms] = await database.db
      .select()
      .from(tosValidation)
      .where(eq(tosValidation.domain, '127.0.0.1'))
    expect(terms).toMatchObject({ complianceStatus: 'compliant' })
    expect(site.requests).toEqual([])

    expect((await sourcesCommand({ command: 'enable', presetId: BUTLER })).exitCode).toBe(0)
    const run = await sourcesCommand({ command: 'run', presetId: BUTLER })
    expect(run).toEqual({ exitCode: 0, output: [`${BUTLER}: 2 new, 0 already known, 0 rejected`] })
    const row = await butlerRow()
    expect(row).toMatchObject({ lastRowCount: 2, alarm: null })
    expect(row.lastSuccessAt).toBeInstanceOf(Date)
    const stored = await database.db.select().from(filings).where(eq(filings.county, 'Butler'))
    expect(stored.map((filing) => filing.caseNumber).sort()).toEqual(['2025-30042', '2025-30138'])
  })

  it('a run that finds 0 where the last found 300 raises an alarm instead of recording no filings', async () => {
    await database.db.update(sources).set({ lastRowCount: 300 }).where(eq(sources.presetId, BUTLER))
    await pointAt(emptySite.baseUrl)
    const run = await sourcesCommand({ command: 'run', presetId: BUTLER })
    expect(run.exitCode).toBe(1)
    expect(run.output[0]).toMatch(/count collapsed: 0 records where the last run had 300/)
    const row = await butlerRow()
    expect(row.alarm).toMatch(/count collapsed/)
    expect(row.lastRowCount).toBe(300)
    const list = (await sourcesCommand({ command: 'list' })).output.join('\n')
    expect(list).toMatch(/ALARM .*count collapsed: 0 records where the last run had 300/)
  })

  it('the schedule queues a run only for enabled sources whose update frequency has passed', async () => {
    const sent: { jobId: string; payload: object }[] = []
    const tick = () =>
      runDueSourcesJob.handler(
        {},
        {
          runtime: { database },
          log: { info() {} } as never,
          jobId: 'tick',
          sendJob: async (jobId: string, payload: object) => {
            sent.push({ jobId, payload })
            return 'queued'
          },
        },
      )
    // Just checked: not due.
    expect((await dueSources(database.db)).map((source) => source.presetId)).toEqual([])
    await database.db
      .update(sources)
      .set({ lastChecked: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(sources.presetId, BUTLER))
    expect((await dueSources(database.db)).map((source) => source.presetId)).toEqual([BUTLER])
    await tick()
    expect(sent).toEqual([
      { jobId: 'sources.ingest-source', payload: { scraperJobId: expect.any(String) } },
    ])
    // Its run is pending now: the next tick queues nothing more.
    await tick()
    expect(sent).toHaveLength(1)
    await sourcesCommand({ command: 'disable', presetId: BUTLER })
    expect(await dueSources(database.db)).toEqual([])
  })
})

describe('npm run sources: unreadable documents', () => {
  it('lists the unreadable records of a source, and retry-unreadable forgets them so the next run fetches them', async () => {
    const source = await butlerRow()
    await database.db.insert(unreadableSourceRecords).values([
      { sourceId: source.id, sourceRecordId: 'n1', reason: 'damaged PDF', attempts: 1 },
      { sourceId: source.id, sourceRecordId: 'n2', reason: 'not a PDF', attempts: 5 },
    ])
    const listed = (await sourcesCommand({ command: 'list' })).output.join('\n')
    expect(listed).toContain(
      `unreadable documents: 1 to be tried again later, 1 given up (npm run sources -- retry-unreadable ${BUTLER} tries them all on the next run)`,
    )
    expect(await sourcesCommand({ command: 'retry-unreadable' })).toMatchObject({
      exitCode: 1,
      output: [
        expect.stringMatching(/retry-unreadable needs a source id/),
        expect.anything(),
        expect.anything(),
        expect.anything(),
        expect.anything(),
      ],
    })
    expect(await sourcesCommand({ command: 'retry-unreadable', presetId: BUTLER })).toEqual({
      exitCode: 0,
      output: [`${BUTLER}: 2 unreadable records will be fetched again on the next run`],
    })
    expect(
      await database.db
        .select()
        .from(unreadableSourceRecords)
        .where(eq(unreadableSourceRecords.sourceId, source.id)),
    ).toEqual([])
    expect((await sourcesCommand({ command: 'list' })).output.join('\n')).not.toContain(
      'unreadable documents',
    )
    expect(await sourcesCommand({ command: 'retry-unreadable', presetId: BUTLER })).toEqual({
      exitCode: 0,
      output: [`${BUTLER}: no unreadable records`],
    })
  })
})
