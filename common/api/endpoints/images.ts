/** A lead's property photos, as the plan may see them. */
import type { LeadImagesResponse } from '../../contracts/images'
import { endpoint, typed } from '../endpoint'

export const imagesEndpoints = {
  ofLead: endpoint('GET', '/api/leads/:id/images', { reply: typed<LeadImagesResponse>() }),
}
