import { describe, expect, it } from 'vitest'
import { SALE_PASSED_REASON, shownStage } from './shown-stage'

const today = '2026-11-29'

describe('shownStage', () => {
  it('shows the stage sources reported, and unknown with the reason once its sale date passed', () => {
    expect(shownStage({ stage: 'postponed', nextSaleDate: '2026-12-10' }, today)).toEqual({
      stage: 'postponed',
      reason: null,
    })
    expect(shownStage({ stage: 'sale_scheduled', nextSaleDate: '2022-03-01' }, today)).toEqual({
      stage: 'unknown',
      reason: SALE_PASSED_REASON,
    })
    expect(shownStage({ stage: 'unknown', nextSaleDate: null }, today).reason).toBe(
      'the source reports no stage',
    )
  })

  it("reads a stage from the record's own sale status and sale date", () => {
    const sale = (
      saleStatus: 'scheduled' | 'postponed' | 'cancelled' | 'sold' | 'stayed',
      date: string | null,
    ) => shownStage({ stage: null, nextSaleDate: date, saleStatus }, today)
    expect(sale('scheduled', '2026-12-10')).toEqual({ stage: 'sale_scheduled', reason: null })
    expect(sale('postponed', '2026-12-10')).toEqual({ stage: 'postponed', reason: null })
    // A 2014 sale still marked scheduled is not shown as a scheduled sale.
    expect(sale('scheduled', '2014-05-06')).toEqual({
      stage: 'unknown',
      reason: SALE_PASSED_REASON,
    })
    expect(sale('cancelled', '2014-05-06')).toEqual({ stage: 'cancelled', reason: null })
    expect(sale('sold', null)).toEqual({ stage: 'sold', reason: null })
    expect(sale('stayed', null).stage).toBe('unknown')
    expect(shownStage({ stage: null, nextSaleDate: '2027-01-05' }, today).stage).toBe(
      'sale_scheduled',
    )
  })

  it('shows a recent lis pendens or complaint as filed, an old one as unknown with its year', () => {
    const filing = (documentType: string, filingDate: string | null) =>
      shownStage({ stage: null, nextSaleDate: null, documentType, filingDate }, today)
    expect(filing('Lis Pendens', '2026-10-01')).toEqual({ stage: 'filed', reason: null })
    expect(filing('Verified Complaint', '2025-01-15').stage).toBe('filed')
    expect(filing('Lis Pendens', '2019-02-01')).toEqual({
      stage: 'unknown',
      reason: 'filed 2019, no later event published',
    })
    expect(filing('Lis Pendens', null)).toEqual({
      stage: 'filed',
      reason: 'filing date not published',
    })
  })

  it('never shows nothing: a record that says nothing of its case is unknown with the reason', () => {
    expect(
      shownStage({ stage: null, nextSaleDate: null, documentType: 'Tax Deed Application' }, today),
    ).toEqual({ stage: 'unknown', reason: 'no source has published the case’s stage' })
  })
})
