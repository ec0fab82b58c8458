import { describe, expect, it } from 'vitest'
import { checkCaseStatus } from './case-status'

const TODAY = '2026-11-26'

describe('checkCaseStatus', () => {
  it('asks nothing for a live lead with a sale ahead', () => {
    expect(
      checkCaseStatus(
        {
          status: 'new',
          filingType: 'Lis Pendens',
          saleDate: '2026-12-10',
          saleStatus: 'scheduled',
        },
        TODAY,
      ),
    ).toEqual({ needsConfirmation: false, reasons: [] })
    expect(checkCaseStatus({ saleStatus: 'postponed' }, TODAY).needsConfirmation).toBe(false)
  })

  it('reads the record’s sale status: cancelled, sold and stayed ask for confirmation', () => {
    expect(checkCaseStatus({ saleStatus: 'cancelled' }, TODAY).reasons).toEqual(['sale_cancelled'])
    expect(checkCaseStatus({ saleStatus: 'sold' }, TODAY).reasons).toEqual(['sale_sold'])
    expect(checkCaseStatus({ saleStatus: 'stayed' }, TODAY).reasons).toEqual(['sale_stayed'])
  })

  it('gives every reason that applies', () => {
    expect(
      checkCaseStatus(
        {
          status: 'dead',
          saleStatus: 'sold',
          filingType: 'Notice of Dismissal',
          saleDate: '2026-11-01',
        },
        TODAY,
      ).reasons,
    ).toEqual(['lead_closed', 'sale_sold', 'case_ended', 'sale_date_passed'])
  })

  it('reads the case’s stage now: a sale cancelled or sold after the lead was kept asks too', () => {
    const kept = { status: 'new', saleStatus: 'scheduled', saleDate: '2026-11-27' }
    expect(checkCaseStatus({ ...kept, stage: 'cancelled' }, TODAY).reasons).toEqual([
      'sale_cancelled',
    ])
    expect(checkCaseStatus({ ...kept, stage: 'sold' }, TODAY).reasons).toEqual(['sale_sold'])
    expect(checkCaseStatus({ ...kept, stage: 'reo' }, TODAY).reasons).toEqual(['sale_sold'])
    expect(checkCaseStatus({ ...kept, stage: 'redeemed' }, TODAY).reasons).toEqual(['case_ended'])
    expect(checkCaseStatus({ ...kept, stage: 'bankruptcy_stay' }, TODAY).reasons).toEqual([
      'sale_stayed',
    ])
    // The same reason from the kept record and the stage is given once.
    expect(
      checkCaseStatus({ ...kept, saleStatus: 'cancelled', stage: 'cancelled' }, TODAY).reasons,
    ).toEqual(['sale_cancelled'])
  })

  it('a postponement’s new sale date is the one that passes or not', () => {
    const kept = { status: 'new', saleStatus: 'scheduled', saleDate: '2026-11-20' }
    expect(checkCaseStatus(kept, TODAY).reasons).toEqual(['sale_date_passed'])
    expect(
      checkCaseStatus({ ...kept, stage: 'postponed', nextSaleDate: '2026-12-20' }, TODAY),
    ).toEqual({ needsConfirmation: false, reasons: [] })
  })
})
