/** A lead's property photos, as the plan may see them. */
import type { LeadImagesResponse } from '../../contracts/images'
import { get, reply } from '../endpoint'

export const imagesEndpoints = {
  ofLead: get('/api/leads/:id/images', reply<LeadImagesResponse>()),
}
