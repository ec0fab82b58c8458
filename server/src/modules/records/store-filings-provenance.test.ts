/**
 * A stored filing keeps its last sighting's provenance (docs/decisions/0078): the list it was read
 * from and its source's interval, replaced by each run that sees it again, and when its stage was
 * set, moved only when a run reports a change of the case.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filings, sources } from '../../db/schema'
import { createTestDatabase, type TestDatabase } from '../../testing/test-database'
import type { NormalizedFiling } from './normalized-filing'
import { storeFilings } from './store-filings'

let database: TestDatabase
let sourceId: string
beforeAll(async () => {
  database = await createTestDatabase()
  const [row] = await database.db
    .insert(sources)
    .values({
      state: 'OH',
      county: 'Provcounty',
      kind: 'court',
      name: 'Sheriff P',
      baseUrl: 'https://p.example',
    })
    .returning({ id: sources.id })
  sourceId = row!.id
})
afterAll(() => database.destroy())

const sale = (saleDate: string, saleStatus: NormalizedFiling['saleStatus']): NormalizedFiling => ({
  sourceRecordId: 'p1',
  documentType: 'Sheriff Sale',
  caseNumber: 'P-2026-77',
  court: null,
  defendantName: 'Pat Prov',
  plaintiffName: null,
  propertyAddress: '7 Prov Lane',
  city: 'Provville',
  county: 'Provcounty',
  state: 'OH',
  zipCode: '45977',
  filingDate: '2026-03-01',
  saleDate,
  loanAmount: null,
  amountKind: null,
  saleStatus,
  documentUrl: null,
  raw: {},
})

const read = async () =>
  (await database.db.select().from(filings).where(eq(filings.caseNumber, 'P-2026-77')))[0]!

describe('the provenance a stored filing keeps', () => {
  it('records the list and interval of each sighting, and the stage time of each change', async () => {
    const store = (filing: NormalizedFiling, sourceUrl: string, checkEveryHours: number | null) =>
      storeFilings(database.db, {
        sourceId,
        sourceName: 'Sheriff P',
        sourceUrl,
        checkEveryHours,
        filings: [filing],
      })
    await store(sale('2026-12-01', 'scheduled'), 'https://p.example/sales', 168)
    const first = await read()
    expect(first).toMatchObject({
      sourceUrl: 'https://p.example/sales',
      checkEveryHours: 168,
      stage: 'sale_scheduled',
    })
    expect(first.stageAsOf).toBeInstanceOf(Date)

    // Seen again, nothing changed: a new sighting, the same stage time.
    await store(sale('2026-12-01', 'scheduled'), 'https://p.example/sales?page=2', null)
    const again = await read()
    expect(again).toMatchObject({
      sourceUrl: 'https://p.example/sales?page=2',
      checkEveryHours: null,
    })
    expect(again.stageAsOf).toEqual(first.stageAsOf)
    expect(again.firstSeenAt).toEqual(first.firstSeenAt)
    expect(again.lastSeenAt.getTime()).toBeGreaterThanOrEqual(first.lastSeenAt.getTime())

    // Postponed: the stage moves, and its time with it.
    await store(sale('2027-01-15', 'postponed'), 'https://p.example/sales', 168)
    const moved = await read()
    expect(moved.stage).toBe('postponed')
    expect(moved.stageAsOf!.getTime()).toBeGreaterThan(first.stageAsOf!.getTime())
  })
})
