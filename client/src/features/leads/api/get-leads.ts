import { leadsEndpoints } from '@common/api/endpoints/leads'
import { LEADS } from '@common/limits'
import { useInfiniteQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import { type LeadFilters, leadsApiQuery } from '../lib/lead-filters'

/** A page of the list as the dashboard reads it: the most the API gives at once. */
const LEADS_PAGE_SIZE = LEADS.pageSizeMax

/** GET /api/leads: one page after `cursor`. */
function fetchLeadsPage(
  filters: LeadFilters,
  options: { grouping: 'zip' | 'none'; cursor?: string | null; limit?: number },
) {
  const query = leadsApiQuery(filters, {
    group: options.grouping,
    limit: String(options.limit ?? LEADS_PAGE_SIZE),
    ...(options.cursor ? { cursor: options.cursor } : {}),
  })
  return call(leadsEndpoints.list, { query })
}

/** The first page has no cursor. */
const NO_CURSOR: string | null = null

/**
 * The user's leads under the filters, page after page (cursor paging): grouped by ZIP for the
 * list, one order for a board column.
 */
export function useLeadsList(
  filters: LeadFilters,
  options: { grouping: 'zip' | 'none'; limit?: number; enabled?: boolean } = { grouping: 'zip' },
) {
  return useInfiniteQuery({
    queryKey: queryKeys.leads.list(filters, options.grouping, options.limit ?? LEADS_PAGE_SIZE),
    queryFn: ({ pageParam }) =>
      fetchLeadsPage(filters, {
        grouping: options.grouping,
        cursor: pageParam,
        limit: options.limit,
      }),
    initialPageParam: NO_CURSOR,
    getNextPageParam: (last) => last.nextCursor,
    enabled: options.enabled ?? true,
  })
}
