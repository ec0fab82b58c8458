/**
 * The API keys in settings (session routes): POST /api/api-keys (the key is answered once),
 * GET /api/api-keys (with last use and today's quota use), DELETE /api/api-keys/:id (revoke).
 * Thin: the service does the work.
 */
import { API_DOCS_PATH } from '@common/api-access'
import {
  apiKeyIdParams,
  createApiKeyRequest,
  createApiKeyResponse,
  listApiKeysResponse,
  revokeApiKeyResponse,
} from '@common/contracts/api-keys'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client'
import { requireUser } from '../accounts'
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service'
import { apiInPlan } from './api-plan'
import type { ApiLimits } from './api-usage'

export function apiKeysRoutes(deps: { db: Db; limits: ApiLimits }): FastifyPluginAsyncZod {
  const { db, limits } = deps
  return async (app) => {
    app.addHook('onRequest', requireUser)
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store')
    })

    app.post(
      '/api/api-keys',
      { schema: { body: createApiKeyRequest, response: { 201: createApiKeyResponse } } },
      async (request, reply) => {
        const created = await createApiKey(db, {
          user: request.user,
          name: request.body.name,
          scopes: request.body.scopes,
          dailyQuota: limits.perDay,
        })
        return reply.status(201).send(created)
      },
    )

    app.get(
      '/api/api-keys',
      { schema: { response: { 200: listApiKeysResponse } } },
      async (request) => ({
        keys: await listApiKeys(db, { userId: request.user.id, dailyQuota: limits.perDay }),
        inPlan: apiInPlan(request.user),
        rateLimitPerMinute: limits.perMinute,
        dailyQuota: limits.perDay,
        docsUrl: API_DOCS_PATH,
      }),
    )

    app.delete(
      '/api/api-keys/:id',
      { schema: { params: apiKeyIdParams, response: { 200: revokeApiKeyResponse } } },
      async (request) => {
        await revokeApiKey(db, { userId: request.user.id, id: request.params.id })
        return { success: true as const }
      },
    )
  }
}
