import type { PublicRecordsSearch } from '@common/contracts/records'
import { describe, expect, it } from 'vitest'
import { alertFromSearch } from './alert-from-search'

const search = (overrides: Partial<PublicRecordsSearch>): PublicRecordsSearch => ({
  id: 's1',
  state: 'NY',
  zipCode: '11201',
  zipCodes: ['11201'],
  city: 'Brooklyn',
  county: null,
  saleWithinDays: null,
  excludeEnded: false,
  minEquity: null,
  minEquityPercent: null,
  absenteeOnly: false,
  sort: 'filingDate',
  searchStatus: 'completed',
  resultsCount: 3,
  createdAt: '2026-11-29T10:00:00Z',
  ...overrides,
})

describe('alertFromSearch', () => {
  it("watches the search's ZIP in its state, told in-app at once", () => {
    expect(alertFromSearch(search({}))).toEqual({
      name: 'New filings in ZIP 11201, NY',
      state: 'NY',
      zipCodes: ['11201'],
      counties: [],
      saleWithinDays: null,
      frequency: 'instant',
      channels: ['in_app'],
    })
  })

  it("keeps Elite's several ZIPs, a county search's county and the sale-date filter", () => {
    const several = alertFromSearch(
      search({ state: 'OH', zipCode: '45202', zipCodes: ['45202', '45203'], saleWithinDays: 30 }),
    )
    expect(several).toMatchObject({
      name: 'New filings in ZIPs 45202, 45203, OH',
      zipCodes: ['45202', '45203'],
      counties: [],
      saleWithinDays: 30,
    })
    const county = alertFromSearch(
      search({ state: 'OH', zipCode: null, zipCodes: [], county: 'Hamilton' }),
    )
    expect(county).toMatchObject({
      name: 'New filings in Hamilton County, OH',
      zipCodes: [],
      counties: ['Hamilton'],
    })
  })

  it('keeps the name within the 80 characters an alert name may have', () => {
    const zips = Array.from({ length: 10 }, (_, i) => String(45201 + i))
    const { name } = alertFromSearch(search({ state: 'OH', zipCodes: zips }))
    expect(name.length).toBeLessThanOrEqual(80)
    expect(name.endsWith('…')).toBe(true)
  })
})
