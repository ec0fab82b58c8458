/**
 * The coverage table in a few words for the places a buyer decides (pricing, the plan chooser,
 * the search's empty state): which counties hold real records and how fresh they are, and how
 * many show generated samples only.
 */
import type { CoverageResponse } from '@common/contracts/coverage'

export interface RealCounty {
  state: string
  /** Null: a statewide or citywide source. */
  county: string | null
  records: number
  /** The last successful run of its sources; null when none is recorded. */
  lastSuccessAt: string | null
}

export interface CoverageGlance {
  /** Counties with real records, the most records first. */
  real: RealCounty[]
  realStates: string[]
  /** Counties whose only records are generated samples. */
  sampleCounties: number
  sampleStates: string[]
}

export function coverageGlance(coverage: CoverageResponse): CoverageGlance {
  const real: RealCounty[] = []
  const realStates = new Set<string>()
  const sampleStates = new Set<string>()
  let sampleCounties = 0
  for (const { state, counties } of coverage.states) {
    for (const county of counties) {
      if (county.data === 'real') {
        real.push({
          state,
          county: county.county,
          records: county.rowCount,
          lastSuccessAt: county.lastSuccessAt,
        })
        realStates.add(state)
      } else if (county.data === 'sample') {
        sampleCounties++
        sampleStates.add(state)
      }
    }
  }
  real.sort((a, b) => b.records - a.records || a.state.localeCompare(b.state))
  return {
    real,
    realStates: [...realStates].sort(),
    sampleCounties,
    sampleStates: [...sampleStates].sort(),
  }
}

/** 'Atlantic County, NJ'; a statewide source reads 'NJ (statewide)'. */
export function countyLabel(county: { state: string; county: string | null }): string {
  return county.county ? `${county.county} County, ${county.state}` : `${county.state} (statewide)`
}
