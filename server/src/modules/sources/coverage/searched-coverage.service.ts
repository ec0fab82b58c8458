/**
 * What the index holds in each place a user searched: real records, sample ones only, or none.
 * The plan chooser shows it before the user goes to PayPal (issue 30).
 */
import type { SearchedCoverageResponse } from '@common/contracts/coverage'
import type { Db } from '../../../db/client'
import { countyFilingCount, searchedAreas, zipFilingCount } from '../../records'

export async function getSearchedCoverage(
  db: Db,
  userId: string,
): Promise<SearchedCoverageResponse> {
  const areas = await searchedAreas(db, userId)
  const covered = await Promise.all(
    areas.map(async (area) => {
      const count = area.zip
        ? await zipFilingCount(db, area.state, area.zip)
        : await countyFilingCount(db, area.state, area.county ?? '')
      const data = !count ? 'none' : count.real > 0 ? 'real' : 'sample'
      return {
        state: area.state,
        zip: area.zip,
        county: count?.county ?? area.county,
        data,
      } as const
    }),
  )
  return { areas: covered }
}
