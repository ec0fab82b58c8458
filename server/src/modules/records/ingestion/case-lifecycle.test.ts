import { describe, expect, it } from 'vitest'
import type { NormalizedFiling } from '../importers/normalized-filing'
import { caseChanges } from './case-lifecycle'

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
})
