/** Where the records index has data: every state and county, and one ZIP. */
import type {
  CoverageResponse,
  ZipCoverageQuery,
  ZipCoverageResponse,
} from '../../contracts/coverage'
import { endpoint, typed } from '../endpoint'

export const coverageEndpoints = {
  all: endpoint('GET', '/api/coverage', { reply: typed<CoverageResponse>() }),
  zip: endpoint('GET', '/api/coverage/zip', {
    query: typed<ZipCoverageQuery>(),
    reply: typed<ZipCoverageResponse>(),
  }),
}
