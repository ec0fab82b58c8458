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
import { body, del, get, post, reply } from '../endpoint'

export const contactsEndpoints = {
  leadContacts: get('/api/leads/:id/contacts', reply<LeadContactsView>()),
  skipTraceLead: post('/api/leads/:id/skip-trace', reply<SkipTraceLeadResponse>()),
  startBatchTrace: post(
    '/api/leads/skip-trace',
    body<StartBatchTraceRequest>(),
    reply<SkipTraceBatchView>(),
  ),
  batchTrace: get('/api/leads/skip-trace/:batchId', reply<SkipTraceBatchView>()),
  cancelBatchTrace: post('/api/leads/skip-trace/:batchId/cancel', reply<SkipTraceBatchView>()),
  permissibleUse: get('/api/contacts/permissible-use', reply<PermissibleUseView>()),
  acceptPermissibleUse: post(
    '/api/contacts/permissible-use',
    body<AcceptPermissibleUseRequest>(),
    reply<PermissibleUseView>(),
  ),
  socialProfiles: get('/api/social-profiles', reply<ListSocialProfilesResponse>()),
  searchSocialProfiles: post(
    '/api/social-profiles/search',
    body<SearchSocialProfilesRequest>(),
    reply<SearchSocialProfilesResponse>(),
  ),
  removeSocialProfile: del('/api/social-profiles/:id'),
}
