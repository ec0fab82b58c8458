/** The operator's pages: the source catalogue, one source, its audit, and the actions. */
import type {
  EnableReviewedResponse,
  ListOperatorSourcesResponse,
  OperatorSourceResponse,
  RunSourceResponse,
  SourceAuditsResponse,
} from '../../contracts/operator'
import { body, get, post, query, reply } from '../endpoint'

export const operatorEndpoints = {
  sources: get('/api/operator/sources', reply<ListOperatorSourcesResponse>()),
  source: get('/api/operator/sources/:id', reply<OperatorSourceResponse>()),
  audits: get(
    '/api/operator/sources/:id/audits',
    query<{ before?: string }>(),
    reply<SourceAuditsResponse>(),
  ),
  review: post(
    '/api/operator/sources/:id/review',
    body<{ notes: string }>(),
    reply<OperatorSourceResponse>(),
  ),
  enable: post('/api/operator/sources/:id/enable', reply<OperatorSourceResponse>()),
  disable: post('/api/operator/sources/:id/disable', reply<OperatorSourceResponse>()),
  run: post('/api/operator/sources/:id/run', reply<RunSourceResponse>()),
  enableReviewed: post('/api/operator/sources/enable-reviewed', reply<EnableReviewedResponse>()),
}
