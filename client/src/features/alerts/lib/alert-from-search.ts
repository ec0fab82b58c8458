/**
 * The alert "Alert me on new filings here" creates from a search (issue 30): the search's state
 * and ZIP codes (or its county, for a search by county) and its sale-date filter, told in-app
 * at once. What a monitor cannot watch (city, equity, the "not ended" filter: a new filing has
 * not ended) is left out, and the confirmation says what the alert watches.
 */
import type { CreateAlertRequest } from '@common/contracts/alerts'
import type { PublicRecordsSearch } from '@common/contracts/records'

const NAME_LIMIT = 80

/** 'ZIP 11201', 'ZIPs 45202, 45203', 'Hamilton County'. */
export function searchAreaLabel(search: PublicRecordsSearch): string {
  const zips = zipCodesOf(search)
  if (zips.length === 1) return `ZIP ${zips[0]}`
  if (zips.length > 1) return `ZIPs ${zips.join(', ')}`
  return `${search.county ?? 'the county'} County`
}

function zipCodesOf(search: PublicRecordsSearch): string[] {
  if (search.zipCodes.length > 0) return search.zipCodes
  return search.zipCode ? [search.zipCode] : []
}

export function alertFromSearch(search: PublicRecordsSearch): CreateAlertRequest {
  const zipCodes = zipCodesOf(search)
  const name = `New filings in ${searchAreaLabel(search)}, ${search.state}`
  return {
    name: name.length > NAME_LIMIT ? `${name.slice(0, NAME_LIMIT - 1)}…` : name,
    state: search.state,
    zipCodes,
    counties: zipCodes.length === 0 && search.county ? [search.county] : [],
    saleWithinDays: search.saleWithinDays,
    frequency: 'instant',
    channels: ['in_app'],
  }
}
