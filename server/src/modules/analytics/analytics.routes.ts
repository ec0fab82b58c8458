/** GET /api/analytics: Elite's dashboard figures for a date range and area (0034). */
import { analyticsQuery, analyticsResponse } from '@common/contracts/analytics'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client'
import { requireUser } from '../accounts'
import { analyticsFor } from './analytics.service'

export function analyticsRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/analytics',
      {
        onRequest: requireUser,
        schema: { querystring: analyticsQuery, response: { 200: analyticsResponse } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        return analyticsFor(deps.db, request.user, request.query)
      },
    )
  }
}
