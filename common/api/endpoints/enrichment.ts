/** A lead's property enrichment: assessor facts, census context, the equity estimate. */
import type { LeadEnrichmentResponse } from '../../contracts/enrichment'
import { get, post, reply } from '../endpoint'

export const enrichmentEndpoints = {
  ofLead: get('/api/leads/:id/enrichment', reply<LeadEnrichmentResponse>()),
  /** Fetches the property's data again (queued); the reply is the enrichment as it is now. */
  request: post('/api/leads/:id/enrichment', reply<LeadEnrichmentResponse>()),
}
