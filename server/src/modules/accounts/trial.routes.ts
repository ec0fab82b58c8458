/** GET /api/trial/status: the trial countdown and allowances of the signed-in user. */
import { trialStatusResponse } from '@common/contracts/accounts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from './session.plugin'
import { trialStatus } from './trial.service'

export function trialRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/trial/status',
      { onRequest: requireUser, schema: { response: { 200: trialStatusResponse } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        return trialStatus(request.user)
      },
    )
  }
}
