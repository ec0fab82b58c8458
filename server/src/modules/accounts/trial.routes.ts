/** GET /api/trial/status: the trial countdown and allowances of the signed-in user. */
import { trialStatusResponse } from '@common/contracts/accounts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client'
import { requireUser } from './session.plugin'
import { trialStatusOf } from './trial.service'

export function trialRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/trial/status',
      { onRequest: requireUser, schema: { response: { 200: trialStatusResponse } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        return trialStatusOf(deps.db, request.user)
      },
    )
  }
}
