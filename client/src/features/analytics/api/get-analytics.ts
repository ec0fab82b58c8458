import { analyticsEndpoints } from '@common/api/endpoints/analytics'
import type { AnalyticsQueryInput } from '@common/contracts/analytics'
import { useQuery } from '@tanstack/react-query'
import { ApiError, call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** The dashboard's filters as the form holds them (empty strings: not set). */
export interface AnalyticsFilters {
  from: string
  to: string
  state: string
  zipCodes: string
  county: string
}

/** The query string of GET /api/analytics: only the filters that are set. */
export function analyticsSearchParams(filters: AnalyticsFilters): URLSearchParams {
  const params = new URLSearchParams()
  const set: AnalyticsQueryInput = {}
  for (const key of ['from', 'to', 'state', 'county'] as const) {
    const value = filters[key].trim()
    if (value) set[key] = value
  }
  const zips = filters.zipCodes
    .split(/[\s,]+/)
    .map((zip) => zip.trim())
    .filter(Boolean)
  for (const [key, value] of Object.entries(set)) params.set(key, String(value))
  if (zips.length > 0) params.set('zipCodes', zips.join(','))
  return params
}

/** GET /api/analytics (Elite): the figures of a date range and area. */
function getAnalytics(filters: AnalyticsFilters) {
  return call(analyticsEndpoints.figures, { query: analyticsSearchParams(filters) })
}

export function useAnalytics(filters: AnalyticsFilters) {
  return useQuery({
    queryKey: queryKeys.analytics(filters),
    queryFn: () => getAnalytics(filters),
    // A refusal (not Elite, a bad range) does not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 60_000,
  })
}
