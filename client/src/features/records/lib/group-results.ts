import type { SearchResultDocument, SearchSort } from '@common/contracts/records'

export interface ZipGroup {
  /** The ZIP code, or null for results without one (listed last). */
  zipCode: string | null
  results: SearchResultDocument[]
}

/** Newest filing first; undated filings after dated ones. ISO dates compare as text. */
function byFilingDateDesc(a: SearchResultDocument, b: SearchResultDocument): number {
  if (a.filingDate === b.filingDate) return 0
  if (!a.filingDate) return 1
  if (!b.filingDate) return -1
  return a.filingDate < b.filingDate ? 1 : -1
}

function byZipAsc(a: ZipGroup, b: ZipGroup): number {
  if (a.zipCode === b.zipCode) return 0
  if (a.zipCode === null) return 1
  if (b.zipCode === null) return -1
  return a.zipCode < b.zipCode ? -1 : 1
}

/**
 * The results as the screen lists them (spec section 2): grouped by ZIP code, groups in
 * ascending ZIP order, and within a group the newest filing date first. The sort is stable, so
 * filings of the same day keep the server's order. A search sorted by equity keeps the server's
 * order within each group (highest estimate first, those without one last: 0039).
 */
export function groupResultsByZip(
  results: readonly SearchResultDocument[],
  sort: SearchSort = 'filingDate',
): ZipGroup[] {
  const groups = new Map<string | null, SearchResultDocument[]>()
  for (const result of results) {
    const zipCode = result.zipCode?.trim() || null
    const group = groups.get(zipCode)
    if (group) group.push(result)
    else groups.set(zipCode, [result])
  }
  return [...groups.entries()]
    .map(([zipCode, members]) => ({
      zipCode,
      results: sort === 'equity' ? [...members] : [...members].sort(byFilingDateDesc),
    }))
    .sort(byZipAsc)
}
