import type { CoverageResponse } from '@common/contracts/coverage'
import { describe, expect, it } from 'vitest'
import { countyLabel, coverageGlance } from './coverage-glance'

const county = (
  name: string | null,
  data: 'real' | 'sample' | 'none' | 'licensed_only',
  rowCount = 0,
  lastSuccessAt: string | null = null,
) => ({
  county: name,
  data,
  sources: [],
  recordKinds: [],
  lastSuccessAt,
  rowCount,
  sampleCount: data === 'sample' ? 5 : 0,
})

describe('coverageGlance', () => {
  it('lists the real counties, most records first, and counts the sample-only ones apart', () => {
    const coverage: CoverageResponse = {
      states: [
        { state: 'CT', counties: [county(null, 'licensed_only')] },
        {
          state: 'NJ',
          counties: [
            county('Atlantic', 'real', 40, '2026-11-28T10:00:00Z'),
            county('Camden', 'sample'),
          ],
        },
        { state: 'PA', counties: [county('Montgomery', 'real', 900), county('Bucks', 'none')] },
        { state: 'TX', counties: [county('Harris', 'sample'), county('Dallas', 'sample')] },
      ],
    }
    expect(coverageGlance(coverage)).toEqual({
      real: [
        { state: 'PA', county: 'Montgomery', records: 900, lastSuccessAt: null },
        { state: 'NJ', county: 'Atlantic', records: 40, lastSuccessAt: '2026-11-28T10:00:00Z' },
      ],
      realStates: ['NJ', 'PA'],
      sampleCounties: 3,
      sampleStates: ['NJ', 'TX'],
    })
  })

  it('has no real county when every place is sample, licensed-only or not collected', () => {
    const glance = coverageGlance({
      states: [{ state: 'OH', counties: [county('Butler', 'sample'), county('Clark', 'none')] }],
    })
    expect(glance.real).toEqual([])
    expect(glance.sampleCounties).toBe(1)
  })

  it('names a county with its state, and a statewide source as such', () => {
    expect(countyLabel({ state: 'NJ', county: 'Atlantic' })).toBe('Atlantic County, NJ')
    expect(countyLabel({ state: 'CT', county: null })).toBe('CT (statewide)')
  })
})
