import type { AnalyticsResponse } from '@common/contracts/analytics'
import { describe, expect, it } from 'vitest'
import { filingsByArea } from './analytics-tables'

const filings = (
  areaKind: 'state' | 'zip',
  byWeekAndArea: AnalyticsResponse['filings']['byWeekAndArea'],
): AnalyticsResponse['filings'] => ({
  total: 0,
  sample: 0,
  byWeekAndType: [],
  areaKind,
  byWeekAndArea,
})

describe('filingsByArea (0040)', () => {
  it('labels the whole index by state, busiest first, with a State column', () => {
    const areas = filingsByArea(
      filings('state', [
        { week: '2026-01-05', state: 'OH', zipCode: null, county: null, count: 2, sample: 0 },
        { week: '2026-01-05', state: 'FL', zipCode: null, county: null, count: 1, sample: 0 },
        { week: '2026-01-12', state: 'FL', zipCode: null, county: null, count: 4, sample: 1 },
      ]),
    )
    expect(areas.title).toBe('Busiest states')
    expect(areas.data.map((row) => [row.area, row.count, row.sample])).toEqual([
      ['FL', 5, 1],
      ['OH', 2, 0],
    ])
    expect(areas.table.columns).toEqual(['Week of', 'State', 'Filings', 'of which sample'])
    expect(areas.table.rows[0]).toEqual(['2026-01-05', 'OH', 2, 0])
  })

  it('labels an area by ZIP (a missing ZIP as such), with its county', () => {
    const areas = filingsByArea(
      filings('zip', [
        {
          week: '2026-01-05',
          state: 'OH',
          zipCode: '45202',
          county: 'Hamilton',
          count: 2,
          sample: 0,
        },
        { week: '2026-01-05', state: 'OH', zipCode: null, county: 'Hamilton', count: 1, sample: 0 },
      ]),
    )
    expect(areas.title).toBe('Busiest ZIP codes')
    expect(areas.data.map((row) => row.area)).toEqual(['45202', 'No ZIP'])
    expect(areas.table.rows[1]).toEqual(['2026-01-05', 'No ZIP', 'Hamilton', 1, 0])
  })
})
