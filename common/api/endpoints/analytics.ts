/** GET /api/analytics (Elite): the query is analyticsQuery's fields that are set. */
import type { AnalyticsResponse } from '../../contracts/analytics'
import { get, query, reply } from '../endpoint'

export const analyticsEndpoints = {
  figures: get('/api/analytics', query<URLSearchParams>(), reply<AnalyticsResponse>()),
}
