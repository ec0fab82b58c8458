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
import { endpoint, typed } from '../endpoint'

export const leadsEndpoints = {
  list: endpoint('GET', '/api/leads', {
    query: typed<URLSearchParams>(),
    reply: typed<ListLeadsResponse>(),
  }),
  facets: endpoint('GET', '/api/leads/facets', {
    query: typed<URLSearchParams>(),
    reply: typed<LeadFacetsResponse>(),
  }),
  one: endpoint('GET', '/api/leads/:id', { reply: typed<GetLeadResponse>() }),
  keep: endpoint('POST', '/api/leads', {
    body: typed<KeepLeadsRequest>(),
    reply: typed<KeepLeadsResponse>(),
  }),
  update: endpoint('PATCH', '/api/leads/:id', {
    body: typed<UpdateLeadRequest>(),
    reply: typed<GetLeadResponse>(),
  }),
  bulkUpdate: endpoint('POST', '/api/leads/bulk', {
    body: typed<BulkUpdateLeadsRequest>(),
    reply: typed<BulkUpdateLeadsResponse>(),
  }),
  unkeptDocuments: endpoint('GET', '/api/leads/unkept-documents', {
    query: typed<ListDocumentsRequest>(),
    reply: typed<ListDocumentsResponse>(),
  }),
  deleteOfDocument: endpoint('DELETE', '/api/leads/of-document/:documentId', {
    reply: typed<DeleteDocumentLeadsResponse>(),
  }),
  /** The lead ids comma-separated, as callListRequest reads them. */
  callList: endpoint('GET', '/api/leads/call-list', {
    query: typed<{ ids: string }>(),
    reply: typed<CallListResponse>(),
  }),
  /** A CSV or Excel file, not JSON: the client saves the body as a file. */
  export: endpoint('GET', '/api/leads/export', { query: typed<URLSearchParams>() }),
}
