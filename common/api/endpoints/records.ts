/** The public-records search, and the user's saved searches. */
import type {
  PublicRecordsSearchesResponse,
  PublicRecordsSearchRequest,
  PublicRecordsSearchResponse,
} from '../../contracts/records'
import { body, get, post, reply } from '../endpoint'

export const recordsEndpoints = {
  search: post(
    '/api/public-records/search',
    body<PublicRecordsSearchRequest>(),
    reply<PublicRecordsSearchResponse>(),
  ),
  savedSearches: get('/api/public-records/searches', reply<PublicRecordsSearchesResponse>()),
  /** A saved search opened again, masked for the plan as it is now; spends no search. */
  openSavedSearch: get('/api/public-records/searches/:id', reply<PublicRecordsSearchResponse>()),
}
