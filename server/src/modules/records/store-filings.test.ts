import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { caseEvents, filingProvenance, filings, sources } from '../../db/schema'
import { createTestDatabase, type TestDatabase } from '../../testing/test-database'
import type { NormalizedFiling } from './normalized-filing'
import { findFilings } from './records-index.queries'
import { dedupeKeyOf, storeFilings } from './store-filings'

let database: TestDatabase
let sourceA: string
let sourceB: string
beforeAll(async () => {
  database = await createTestDatabase()
  const rows = await database.db
    .insert(sources)
    .values([
      {
        county: 'Testcounty',
        state: 'OH',
        kind: 'court',
        name: 'Clerk A',
        baseUrl: 'https://a.example',
      },
      {
        county: 'Testcounty',
        state: 'OH',
        kind: 'assessor',
        name: 'Sheriff B',
        baseUrl: 'https://b.example',
      },
    ])
    .returning({ id: sources.id })
  sourceA = rows[0]!.id
  sourceB = rows[1]!.id
})
afterAll(() => database.destroy())

function filing(overrides: Partial<NormalizedFiling> = {}): NormalizedFiling {
  return {
    sourceRecordId: 'r1',
    documentType: 'Sheriff Sale',
    caseNumber: 'A 2301234',
    court: 'Court of Common Pleas',
    defendantName: 'Jo Example',
    plaintiffName: 'Example Bank',
    propertyAddress: '12 Sample Road',
    city: 'Testville',
    county: 'Testcounty',
    state: 'OH',
    zipCode: '45000',
    filingDate: '2026-02-01',
    saleDate: null,
    loanAmount: '100000.00',
    amountKind: 'judgment',
    saleStatus: null,
    documentUrl: null,
    raw: { row: 1 },
    ...overrides,
  }
}

describe('storeFilings', () => {
  it('inserts a new filing with provenance and counts it as new', async () => {
    const result = await storeFilings(database.db, {
      sourceId: sourceA,
      sourceName: 'Clerk A',
      filings: [filing()],
    })
    expect(result).toEqual({ inserted: 1, updated: 0, new: 1 })
    const [row] = await database.db
      .select()
      .from(filings)
      .where(eq(filings.dedupeKey, dedupeKeyOf(filing(), sourceA)))
    expect(row).toMatchObject({
      sourceDatabase: 'Clerk A',
      caseNumber: 'A 2301234',
      isSample: false,
    })
  })

  it('is idempotent for the same source record', async () => {
    const again = await storeFilings(database.db, {
      sourceId: sourceA,
      sourceName: 'Clerk A',
      filings: [filing()],
    })
    expect(again).toEqual({ inserted: 0, updated: 1, new: 0 })
    const [n] = await database.db.select({ n: count() }).from(filingProvenance)
    expect(n?.n).toBe(1)
  })

  it('matches the same case number in the same county from another source, keeping both provenances', async () => {
    const other = filing({
      sourceRecordId: 'b-77',
      caseNumber: 'a-2301234',
      saleDate: '2026-04-01',
      raw: { b: true },
    })
    const result = await storeFilings(database.db, {
      sourceId: sourceB,
      sourceName: 'Sheriff B',
      filings: [other],
    })
    expect(result.updated).toBe(1)
    const rows = await database.db.select().from(filings)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.saleDate).toBe('2026-04-01')
    const [n] = await database.db.select({ n: count() }).from(filingProvenance)
    expect(n?.n).toBe(2)
  })

  it('matches by normalised address and filing date when a source has no case number', async () => {
    const noCase = filing({
      sourceRecordId: 'x',
      caseNumber: null,
      propertyAddress: '12 SAMPLE ROAD.',
    })
    const result = await storeFilings(database.db, {
      sourceId: sourceB,
      sourceName: 'Sheriff B',
      filings: [noCase],
    })
    expect(result).toEqual({ inserted: 0, updated: 1, new: 0 })
  })

  it("matches 'Ct' and 'COURT' as one street: a re-ingest is a new event, not a second filing", async () => {
    const listing = (propertyAddress: string, saleStatus: NormalizedFiling['saleStatus']) =>
      filing({
        sourceRecordId: `oak-${propertyAddress}`,
        caseNumber: null,
        propertyAddress,
        zipCode: '45011',
        filingDate: '2026-03-02',
        saleDate: '2026-05-01',
        saleStatus,
      })
    const first = await storeFilings(database.db, {
      sourceId: sourceB,
      sourceName: 'Sheriff B',
      filings: [listing('12 Oak Ct', 'scheduled')],
    })
    expect(first.inserted).toBe(1)
    const again = await storeFilings(database.db, {
      sourceId: sourceA,
      sourceName: 'Clerk A',
      filings: [listing('12 OAK COURT.', 'cancelled')],
    })
    expect(again).toEqual({ inserted: 0, updated: 1, new: 0 })
    const rows = await database.db.select().from(filings).where(eq(filings.zipCode, '45011'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ propertyAddress: '12 Oak Ct', stage: 'cancelled' })
    const events = await database.db
      .select({ kind: caseEvents.kind })
      .from(caseEvents)
      .where(eq(caseEvents.filingId, rows[0]!.id))
    // The listing's judgment amount: a judgment, then the sale; the re-ingest cancels it.
    expect(events.map((event) => event.kind).sort()).toEqual([
      'cancelled',
      'judgment',
      'sale_scheduled',
    ])
    // A stored filing whose key predates the abbreviations is still found by its address.
    await database.db
      .update(filings)
      .set({ dedupeKey: 'addr:OH:45011:12 oak court:2026-03-02' })
      .where(eq(filings.id, rows[0]!.id))
    const third = await storeFilings(database.db, {
      sourceId: sourceB,
      sourceName: 'Sheriff B',
      filings: [listing('12 oak ct', 'cancelled')],
    })
    expect(third).toEqual({ inserted: 0, updated: 1, new: 0 })
  })

  it('keeps different case numbers apart, and the next search sees the new filing', async () => {
    expect(await findFilings(database.db, { state: 'OH', zipCode: '45000' })).toHaveLength(1)
    const result = await storeFilings(database.db, {
      sourceId: sourceA,
      sourceName: 'Clerk A',
      filings: [
        filing({ sourceRecordId: 'r2', caseNumber: 'A 2309999', propertyAddress: '99 Other St' }),
      ],
    })
    expect(result.new).toBe(1)
    expect(await findFilings(database.db, { state: 'OH', zipCode: '45000' })).toHaveLength(2)
  })

  it('takes the sale status of the latest source that states one, and keeps it when a source is silent', async () => {
    const one = (saleStatus: NormalizedFiling['saleStatus']) =>
      storeFilings(database.db, {
        sourceId: sourceB,
        sourceName: 'Sheriff B',
        filings: [
          filing({
            sourceRecordId: 's1',
            caseNumber: 'S 2400001',
            propertyAddress: '7 Status Lane',
            saleStatus,
          }),
        ],
      })
    const status = async () =>
      (
        await database.db
          .select({ saleStatus: filings.saleStatus })
          .from(filings)
          .where(eq(filings.caseNumber, 'S 2400001'))
      )[0]?.saleStatus
    await one('scheduled')
    expect(await status()).toBe('scheduled')
    await one('cancelled')
    expect(await status()).toBe('cancelled')
    await one(null)
    expect(await status()).toBe('cancelled')
  })
})

describe('storeFilings: what a second source adds to a case', () => {
  it('fills the plaintiff, court, city, filing date and amount the first source lacked, with the amount its own kind, and keeps what was there', async () => {
    const where = eq(filings.caseNumber, 'F 2500009')
    const store = (sourceId: string, overrides: Partial<NormalizedFiling>) =>
      storeFilings(database.db, {
        sourceId,
        sourceName: sourceId === sourceA ? 'Clerk A' : 'Sheriff B',
        filings: [
          filing({ caseNumber: 'F 2500009', propertyAddress: '9 Fill Street', ...overrides }),
        ],
      })
    const sheriffs = {
      plaintiffName: 'Fill Bank NA',
      court: 'Court of Common Pleas',
      city: 'Testville',
      filingDate: '2026-03-02',
      loanAmount: '87000.00',
      amountKind: 'judgment',
    } as const
    // RealAuction-style: a case number, address and ZIP; no plaintiff, court, city, amount.
    await store(sourceA, {
      sourceRecordId: 'f1',
      plaintiffName: null,
      court: null,
      city: null,
      filingDate: null,
      loanAmount: null,
      amountKind: null,
    })
    // The sheriff's listing of the same case says who sued, where, and the judgment.
    await store(sourceB, { sourceRecordId: 'f1', ...sheriffs })
    const [filled] = await database.db.select().from(filings).where(where)
    expect(filled).toMatchObject(sheriffs)
    // A third source with other values changes none of them (the amount keeps its kind).
    await store(sourceA, {
      sourceRecordId: 'f1-again',
      plaintiffName: 'Other Servicer LLC',
      court: 'Municipal Court',
      city: 'Elsewhere',
      filingDate: '2026-01-01',
      loanAmount: '5000.00',
      amountKind: 'minimum_bid',
    })
    const [kept] = await database.db.select().from(filings).where(where)
    expect(kept).toMatchObject(sheriffs)
  })
})

describe('storeFilings: matching by parcel', () => {
  it("keeps one source's records on a parcel apart, and matches another source's to them", async () => {
    const onParcel = (sourceRecordId: string, caseNumber: string) =>
      filing({
        sourceRecordId,
        caseNumber,
        county: 'Parcelcounty',
        zipCode: '45999',
        propertyAddress: null,
        parcel: '1021351059',
      })
    // A recorder's mortgage and its satisfaction on one lot: two documents.
    const own = await storeFilings(database.db, {
      sourceId: sourceA,
      sourceName: 'Clerk A',
      filings: [onParcel('m1', 'MTGE-1'), onParcel('s1', 'SAT-1')],
    })
    expect(own).toMatchObject({ inserted: 2, updated: 0 })
    // Another source's record of that parcel (a deed, a sale) joins one of them.
    const other = await storeFilings(database.db, {
      sourceId: sourceB,
      sourceName: 'Sheriff B',
      filings: [onParcel('d1', 'DEED-1')],
    })
    expect(other).toMatchObject({ inserted: 0, updated: 1 })
    const [{ n } = { n: 0 }] = await database.db
      .select({ n: count() })
      .from(filings)
      .where(eq(filings.parcel, '1021351059'))
    expect(n).toBe(2)
  })
})
