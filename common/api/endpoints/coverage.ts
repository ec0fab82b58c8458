/** Where the records index has data: every state and county, and one ZIP. */
import type {
  CoverageResponse,
  ZipCoverageQuery,
  ZipCoverageResponse,
} from '../../contracts/coverage'
import { get, query, reply } from '../endpoint'

export const coverageEndpoints = {
  all: get('/api/coverage', reply<CoverageResponse>()),
  zip: get('/api/coverage/zip', query<ZipCoverageQuery>(), reply<ZipCoverageResponse>()),
}
