/**
 * The lead workspace's routes: POST /api/leads (keep), GET /api/leads (the list),
 * GET/PATCH/DELETE /api/leads/:id, POST /api/leads/bulk. Thin: the services do the work.
 */
import {
  bulkUpdateLeadsRequest,
  bulkUpdateLeadsResponse,
  deleteLeadResponse,
  getLeadResponse,
  keepLeadsRequest,
  keepLeadsResponse,
  leadIdParams,
  listLeadsRequest,
  listLeadsResponse,
  updateLeadRequest,
  updateLeadResponse,
} from '@common/contracts/leads'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client'
import { requireUser } from '../accounts'
import { keepLeads } from './keep-leads.service'
import { bulkUpdateLeads, deleteLead, getLead, listLeads, updateLead } from './leads.service'

export function leadsRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  const { db } = deps
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store')
    })

    app.post(
      '/api/leads',
      {
        onRequest: requireUser,
        schema: { body: keepLeadsRequest, response: { 200: keepLeadsResponse } },
      },
      async (request) => keepLeads(db, { user: request.user, request: request.body }),
    )

    app.get(
      '/api/leads',
      {
        onRequest: requireUser,
        schema: { querystring: listLeadsRequest, response: { 200: listLeadsResponse } },
      },
      async (request) => listLeads(db, { userId: request.user.id, query: request.query }),
    )

    app.post(
      '/api/leads/bulk',
      {
        onRequest: requireUser,
        schema: { body: bulkUpdateLeadsRequest, response: { 200: bulkUpdateLeadsResponse } },
      },
      async (request) =>
        bulkUpdateLeads(db, {
          userId: request.user.id,
          ids: request.body.ids,
          patch: request.body.patch,
        }),
    )

    app.get(
      '/api/leads/:id',
      {
        onRequest: requireUser,
        schema: { params: leadIdParams, response: { 200: getLeadResponse } },
      },
      async (request) => getLead(db, { userId: request.user.id, id: request.params.id }),
    )

    app.patch(
      '/api/leads/:id',
      {
        onRequest: requireUser,
        schema: {
          params: leadIdParams,
          body: updateLeadRequest,
          response: { 200: updateLeadResponse },
        },
      },
      async (request) =>
        updateLead(db, { userId: request.user.id, id: request.params.id, patch: request.body }),
    )

    app.delete(
      '/api/leads/:id',
      {
        onRequest: requireUser,
        schema: { params: leadIdParams, response: { 200: deleteLeadResponse } },
      },
      async (request) => {
        await deleteLead(db, { userId: request.user.id, id: request.params.id })
        return { success: true as const }
      },
    )
  }
}
