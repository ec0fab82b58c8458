/** The public-records search, and the user's saved searches. */
import type {
  PublicRecordsSearchesResponse,
  PublicRecordsSearchRequest,
  PublicRecordsSearchResponse,
} from '../../contracts/records'
import { endpoint, typed } from '../endpoint'

export const recordsEndpoints = {
  search: endpoint('POST', '/api/public-records/search', {
    body: typed<PublicRecordsSearchRequest>(),
    reply: typed<PublicRecordsSearchResponse>(),
  }),
  savedSearches: endpoint('GET', '/api/public-records/searches', {
    reply: typed<PublicRecordsSearchesResponse>(),
  }),
  /** A saved search opened again, masked for the plan as it is now; spends no search. */
  openSavedSearch: endpoint('GET', '/api/public-records/searches/:id', {
    reply: typed<PublicRecordsSearchResponse>(),
  }),
}
