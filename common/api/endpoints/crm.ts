/** The CRM connections and the push of leads to one of them. */
import type {
  ConnectCrmRequest,
  ConnectCrmResponse,
  ListCrmConnectionsResponse,
  PushToCrmRequest,
  PushToCrmResponse,
} from '../../contracts/crm'
import { endpoint, typed } from '../endpoint'

export const crmEndpoints = {
  connections: endpoint('GET', '/api/crm/connections', {
    reply: typed<ListCrmConnectionsResponse>(),
  }),
  connect: endpoint('POST', '/api/crm/connections', {
    body: typed<ConnectCrmRequest>(),
    reply: typed<ConnectCrmResponse>(),
  }),
  removeConnection: endpoint('DELETE', '/api/crm/connections/:id'),
  push: endpoint('POST', '/api/crm/push', {
    body: typed<PushToCrmRequest>(),
    reply: typed<PushToCrmResponse>(),
  }),
}
