/** GET /api/analytics (Elite): the query is analyticsQuery's fields that are set. */
import type { AnalyticsResponse } from '../../contracts/analytics'
import { endpoint, typed } from '../endpoint'

export const analyticsEndpoints = {
  figures: endpoint('GET', '/api/analytics', {
    query: typed<URLSearchParams>(),
    reply: typed<AnalyticsResponse>(),
  }),
}
