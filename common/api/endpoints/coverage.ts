/** Where the records index has data: every state and county, one ZIP, the places a user searched. */
import type {
  CoverageResponse,
  SearchedCoverageResponse,
  ZipCoverageQuery,
  ZipCoverageResponse,
} from '../../contracts/coverage'
import { get, query, reply } from '../endpoint'

export const coverageEndpoints = {
  all: get('/api/coverage', reply<CoverageResponse>()),
  zip: get('/api/coverage/zip', query<ZipCoverageQuery>(), reply<ZipCoverageResponse>()),
  searched: get('/api/coverage/searched', reply<SearchedCoverageResponse>()),
}
