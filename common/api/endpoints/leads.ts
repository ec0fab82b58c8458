/**
 * The leads calls. The list, the counts and the export take the list's filters as query
 * parameters (listLeadsRequest), built from the dashboard's filters by the leads feature.
 */

import type { ListDocumentsRequest, ListDocumentsResponse } from '../../contracts/documents'
import type { CallListResponse } from '../../contracts/lead-export'
import type {
  BulkUpdateLeadsRequest,
  BulkUpdateLeadsResponse,
  DeleteDocumentLeadsResponse,
  GetLeadResponse,
  KeepLeadsRequest,
  KeepLeadsResponse,
  LeadFacetsResponse,
  ListLeadsResponse,
  UpdateLeadRequest,
} from '../../contracts/leads'
import { body, del, get, patch, post, query, reply } from '../endpoint'

export const leadsEndpoints = {
  list: get('/api/leads', query<URLSearchParams>(), reply<ListLeadsResponse>()),
  facets: get('/api/leads/facets', query<URLSearchParams>(), reply<LeadFacetsResponse>()),
  one: get('/api/leads/:id', reply<GetLeadResponse>()),
  keep: post('/api/leads', body<KeepLeadsRequest>(), reply<KeepLeadsResponse>()),
  update: patch('/api/leads/:id', body<UpdateLeadRequest>(), reply<GetLeadResponse>()),
  bulkUpdate: post(
    '/api/leads/bulk',
    body<BulkUpdateLeadsRequest>(),
    reply<BulkUpdateLeadsResponse>(),
  ),
  unkeptDocuments: get(
    '/api/leads/unkept-documents',
    query<ListDocumentsRequest>(),
    reply<ListDocumentsResponse>(),
  ),
  deleteOfDocument: del('/api/leads/of-document/:documentId', reply<DeleteDocumentLeadsResponse>()),
  /** The lead ids comma-separated, as callListRequest reads them. */
  callList: get('/api/leads/call-list', query<{ ids: string }>(), reply<CallListResponse>()),
  /** A CSV or Excel file, not JSON: the client saves the body as a file. */
  export: get('/api/leads/export', query<URLSearchParams>()),
}
