/** The CRM connections and the push of leads to one of them. */
import type {
  ConnectCrmRequest,
  ConnectCrmResponse,
  ListCrmConnectionsResponse,
  PushToCrmRequest,
  PushToCrmResponse,
} from '../../contracts/crm'
import { body, del, get, post, reply } from '../endpoint'

export const crmEndpoints = {
  connections: get('/api/crm/connections', reply<ListCrmConnectionsResponse>()),
  connect: post('/api/crm/connections', body<ConnectCrmRequest>(), reply<ConnectCrmResponse>()),
  removeConnection: del('/api/crm/connections/:id'),
  push: post('/api/crm/push', body<PushToCrmRequest>(), reply<PushToCrmResponse>()),
}
