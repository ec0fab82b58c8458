/**
 * The area a search or an analytics query covers (docs/decisions/0034), as SQL conditions on the
 * records index: one ZIP (the spec's search), several ZIPs, or a whole county of a state (Elite's
 * "multi-ZIP or county search"). Kept apart from the search statement so both the search and the
 * analytics aggregates read the same area the same way, through the same indexes:
 * `filings_search_covering_idx` for ZIPs, `filings_state_lower_county_filing_date_idx`
 * for a county.
 */
import { zipCodesOf } from '@common/contracts/records'
import { type SQL, sql } from 'drizzle-orm'

export interface SearchArea {
  state?: string
  /** One ZIP (the spec's zipCode) or several (zipCodes), already validated as 5 digits each. */
  zipCodes: readonly string[]
  county?: string
}

/**
 * Whether a search covers more than the spec's one ZIP: several ZIPs, or a county without a ZIP.
 * Only plans with multiAreaSearch (Elite) may run one.
 */
export function isMultiArea(query: {
  zipCode?: string
  zipCodes?: readonly string[]
  county?: string
}): boolean {
  const zips = zipCodesOf(query)
  return zips.length > 1 || (zips.length === 0 && Boolean(query.county))
}

/** `f.state = ... and f.zip_code = ...` (or `= any(...)`, or the county), on the alias `f`. */
export function areaFilters(area: SearchArea): SQL[] {
  const filters: SQL[] = []
  if (area.state) filters.push(sql`f.state = ${area.state}`)
  if (area.zipCodes.length === 1) filters.push(sql`f.zip_code = ${area.zipCodes[0]}`)
  if (area.zipCodes.length > 1) {
    filters.push(sql`f.zip_code = any(string_to_array(${area.zipCodes.join(',')}::text, ','))`)
  }
  if (area.county) filters.push(sql`lower(f.county) = lower(${area.county})`)
  return filters
}

/** A search's ZIPs as the index read and the search row use them, values or placeholders. */
export interface ZipArea {
  /** The index condition on `f.zip_code`; null for a county-wide search (no ZIP). */
  filter: SQL | null
  /** The saved search's zip_codes (text[]). */
  zipCodes: SQL
  /** The first ZIP (a multi-ZIP search counts as its first ZIP's county), or SQL null. */
  firstZip: SQL
}

/**
 * The ZIPs of a search whose values may be SQL placeholders (a statement compiled once per
 * shape, docs/decisions/0018): one ZIP is `zipCode`, several are `zipCodes` as a placeholder
 * holding the comma-joined list, or plain values as the service has them.
 */
export function zipAreaOf(query: {
  zipCode?: string | SQL
  zipCodes?: readonly string[] | SQL
}): ZipArea {
  const { zipCode, zipCodes } = query
  if (zipCodes !== undefined && !Array.isArray(zipCodes)) {
    const list = sql`string_to_array(${zipCodes as SQL}::text, ',')`
    return {
      filter: sql`f.zip_code = any(${list})`,
      zipCodes: list,
      firstZip: sql`split_part(${zipCodes as SQL}::text, ',', 1)`,
    }
  }
  if (zipCode !== undefined && typeof zipCode !== 'string') {
    return {
      filter: sql`f.zip_code = ${zipCode}`,
      zipCodes: sql`array[${zipCode}::text]`,
      firstZip: sql`${zipCode}::text`,
    }
  }
  const zips = zipCodesOf({ zipCode, zipCodes: zipCodes as readonly string[] | undefined })
  const joined = sql`string_to_array(${zips.join(',')}::text, ',')`
  const filter =
    zips.length === 0
      ? null
      : zips.length === 1
        ? sql`f.zip_code = ${zips[0]}`
        : sql`f.zip_code = any(${joined})`
  return {
    filter,
    zipCodes: joined,
    firstZip: sql`${zips[0] ?? null}::text`,
  }
}
