/**
 * CRM connections and push: GET /api/crm/connections, POST /api/crm/connections (connect or
 * reconnect one provider), DELETE /api/crm/connections/:id, POST /api/crm/push.
 */
import {
  connectCrmRequest,
  connectCrmResponse,
  crmConnectionParams,
  listCrmConnectionsResponse,
  pushToCrmRequest,
  pushToCrmResponse,
} from '@common/contracts/crm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../accounts'
import { connectCrm, listConnections, removeConnection } from './connections/connections.service'
import type { CrmDeps } from './crm.deps'
import { pushLeadsToCrm } from './push/push.service'

export function crmRoutes(deps: CrmDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser)
    app.get(
      '/api/crm/connections',
      { schema: { response: { 200: listCrmConnectionsResponse } } },
      async (request) => listConnections(deps.db, request.user),
    )
    app.post(
      '/api/crm/connections',
      { schema: { body: connectCrmRequest, response: { 201: connectCrmResponse } } },
      async (request, reply) =>
        reply.status(201).send(await connectCrm(deps.db, deps.runtime, request.user, request.body)),
    )
    app.delete(
      '/api/crm/connections/:id',
      { schema: { params: crmConnectionParams } },
      async (request, reply) => {
        await removeConnection(deps.db, request.user.id, request.params.id)
        return reply.status(204).send()
      },
    )
    app.post(
      '/api/crm/push',
      { schema: { body: pushToCrmRequest, response: { 200: pushToCrmResponse } } },
      async (request) => pushLeadsToCrm(deps, request.user, request.body),
    )
  }
}
