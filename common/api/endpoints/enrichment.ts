/** A lead's property enrichment: assessor facts, census context, the equity estimate. */
import type { LeadEnrichmentResponse } from '../../contracts/enrichment'
import { endpoint, typed } from '../endpoint'

export const enrichmentEndpoints = {
  ofLead: endpoint('GET', '/api/leads/:id/enrichment', { reply: typed<LeadEnrichmentResponse>() }),
  /** Fetches the property's data again (queued); the reply is the enrichment as it is now. */
  request: endpoint('POST', '/api/leads/:id/enrichment', {
    reply: typed<LeadEnrichmentResponse>(),
  }),
}
