/** The contacts calls: skip tracing (one lead, a batch), permissible use, social profiles. */
import type {
  AcceptPermissibleUseRequest,
  LeadContactsView,
  PermissibleUseView,
  SkipTraceBatchView,
  SkipTraceLeadResponse,
  StartBatchTraceRequest,
} from '../../contracts/contacts'
import type {
  ListSocialProfilesResponse,
  SearchSocialProfilesRequest,
  SearchSocialProfilesResponse,
} from '../../contracts/social-profiles'
import { endpoint, typed } from '../endpoint'

export const contactsEndpoints = {
  leadContacts: endpoint('GET', '/api/leads/:id/contacts', { reply: typed<LeadContactsView>() }),
  skipTraceLead: endpoint('POST', '/api/leads/:id/skip-trace', {
    reply: typed<SkipTraceLeadResponse>(),
  }),
  startBatchTrace: endpoint('POST', '/api/leads/skip-trace', {
    body: typed<StartBatchTraceRequest>(),
    reply: typed<SkipTraceBatchView>(),
  }),
  batchTrace: endpoint('GET', '/api/leads/skip-trace/:batchId', {
    reply: typed<SkipTraceBatchView>(),
  }),
  cancelBatchTrace: endpoint('POST', '/api/leads/skip-trace/:batchId/cancel', {
    reply: typed<SkipTraceBatchView>(),
  }),
  permissibleUse: endpoint('GET', '/api/contacts/permissible-use', {
    reply: typed<PermissibleUseView>(),
  }),
  acceptPermissibleUse: endpoint('POST', '/api/contacts/permissible-use', {
    body: typed<AcceptPermissibleUseRequest>(),
    reply: typed<PermissibleUseView>(),
  }),
  socialProfiles: endpoint('GET', '/api/social-profiles', {
    reply: typed<ListSocialProfilesResponse>(),
  }),
  searchSocialProfiles: endpoint('POST', '/api/social-profiles/search', {
    body: typed<SearchSocialProfilesRequest>(),
    reply: typed<SearchSocialProfilesResponse>(),
  }),
  removeSocialProfile: endpoint('DELETE', '/api/social-profiles/:id'),
}
