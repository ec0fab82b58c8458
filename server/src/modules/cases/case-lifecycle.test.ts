import { describe, expect, it } from 'vitest'
import { type CaseReport, caseChanges } from './case-lifecycle'

/** A record as a source gives it: the lifecycle reads only the CaseReport part. */
type NormalizedFiling = CaseReport & Record<string, unknown>

const base: NormalizedFiling = {
  sourceRecordId: 'X-1',
  documentType: 'Sheriff Sale',
  caseNumber: 'X-1',
  court: null,
  defendantName: null,
  plaintiffName: null,
  propertyAddress: '1 Test St',
  city: null,
  county: 'Test',
  state: 'NJ',
  zipCode: null,
  filingDate: null,
  saleDate: '2026-12-01',
  loanAmount: null,
  amountKind: null,
  saleStatus: 'scheduled',
  documentUrl: null,
  raw: {},
}

describe('caseChanges', () => {
  it('a first sight records one event by the status; a lis pendens without a sale is filed', () => {
    expect(caseChanges(null, base).state).toEqual({
      stage: 'sale_scheduled',
      nextSaleDate: '2026-12-01',
      postponementCount: 0,
    })
    const lisPendens = {
      ...base,
      saleDate: null,
      saleStatus: null,
      documentType: 'Lis Pendens' as const,
    }
    expect(caseChanges(null, lisPendens).events.map((event) => event.kind)).toEqual(['filed'])
  })

  it('the same record again records nothing; a later date is a postponement, counted', () => {
    const { state } = caseChanges(null, base)
    expect(caseChanges(state, base).events).toEqual([])
    const once = caseChanges(state, { ...base, saleDate: '2027-01-05', saleStatus: 'postponed' })
    expect(once.events).toEqual([
      expect.objectContaining({ kind: 'postponed', saleDate: '2027-01-05', postponementCount: 1 }),
    ])
    const twice = caseChanges(once.state, {
      ...base,
      saleDate: '2027-02-02',
      saleStatus: 'postponed',
    })
    expect(twice.state).toEqual({
      stage: 'postponed',
      nextSaleDate: '2027-02-02',
      postponementCount: 2,
    })
  })

  it('cancelled, stayed and sold end or halt the sale; nothing moves a cancelled case back', () => {
    const { state } = caseChanges(null, base)
    const stayed = caseChanges(state, { ...base, saleStatus: 'stayed' })
    expect(stayed.state).toMatchObject({ stage: 'bankruptcy_stay', nextSaleDate: '2026-12-01' })
    const cancelled = caseChanges(state, { ...base, saleStatus: 'cancelled' })
    expect(cancelled.state).toMatchObject({ stage: 'cancelled', nextSaleDate: null })
    expect(caseChanges(cancelled.state, { ...base, saleDate: '2027-03-01' }).events).toEqual([])
  })

  it('a judgment amount records a judgment before the sale, once; a filed case moves to judgment', () => {
    const judged = { ...base, amountKind: 'judgment' as const }
    const first = caseChanges(null, judged)
    expect(first.events.map((event) => event.kind)).toEqual(['judgment', 'sale_scheduled'])
    expect(first.state).toMatchObject({ stage: 'sale_scheduled', nextSaleDate: '2026-12-01' })
    expect(caseChanges(first.state, judged).events).toEqual([])
    // A lis pendens seen before: a listing with a judgment and a sale moves it on twice.
    const filed = { stage: 'filed' as const, nextSaleDate: null, postponementCount: 0 }
    expect(caseChanges(filed, judged).events.map((event) => event.kind)).toEqual([
      'judgment',
      'sale_scheduled',
    ])
    // A judgment without a sale date yet.
    const noSale = { ...judged, saleDate: null, saleStatus: null }
    expect(caseChanges(filed, noSale).state.stage).toBe('judgment')
    expect(caseChanges(null, noSale).events.map((event) => event.kind)).toEqual(['judgment'])
    // A sold record's amount (a deed's price) is no judgment; a loan amount is none either.
    expect(
      caseChanges(null, { ...judged, saleStatus: 'sold' }).events.map((event) => event.kind),
    ).toEqual(['sold'])
    expect(
      caseChanges(null, { ...base, amountKind: 'loan' }).events.map((event) => event.kind),
    ).toEqual(['sale_scheduled'])
  })

  it("a source's 'Redeemed' or 'Sold to Plaintiff' ends the case as redeemed or REO, once", () => {
    const { state } = caseChanges(null, base)
    // RealAuction: the item's status panel says 'Redeemed' (a cancelled sale, a redeemed case).
    const redeemed = caseChanges(state, {
      ...base,
      saleStatus: 'cancelled',
      caseOutcome: 'redeemed',
    })
    expect(redeemed.events.map((event) => [event.kind, event.saleDate])).toEqual([
      ['redeemed', null],
    ])
    expect(redeemed.state).toEqual({ stage: 'redeemed', nextSaleDate: null, postponementCount: 0 })
    expect(
      caseChanges(redeemed.state, { ...base, saleStatus: 'cancelled', caseOutcome: 'redeemed' })
        .events,
    ).toEqual([])
    // Nothing without an outcome moves it back to a sale.
    expect(caseChanges(redeemed.state, { ...base, saleDate: '2027-02-01' }).events).toEqual([])

    // Philadelphia: 'Sold to Plaintiff' on a case first seen, and on one already sold.
    const reo = caseChanges(null, { ...base, saleStatus: 'sold', caseOutcome: 'reo' })
    expect(reo.events.map((event) => event.kind)).toEqual(['reo'])
    expect(reo.state.stage).toBe('reo')
    const sold = caseChanges(state, { ...base, saleStatus: 'sold' })
    expect(sold.state.stage).toBe('sold')
    const thenReo = caseChanges(sold.state, { ...base, saleStatus: 'sold', caseOutcome: 'reo' })
    expect(thenReo.events.map((event) => event.kind)).toEqual(['reo'])
    expect(thenReo.events[0]!.detail).toMatchObject({ caseOutcome: 'reo', saleStatus: 'sold' })
  })
})
