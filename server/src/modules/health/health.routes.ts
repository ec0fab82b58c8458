/** GET /api/health: is the database answering, and is the job queue installed and running? */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client'
import type { JobQueue } from '../../jobs/job-queue'
import { checkHealth } from './health.service'

const getHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: z.enum(['up', 'down']),
    kind: z.enum(['pglite', 'postgres']),
    latencyMs: z.number(),
  }),
  jobs: z.object({ status: z.enum(['up', 'down', 'off']), workers: z.number().int() }),
  uptimeSeconds: z.number(),
})

export function healthRoutes(deps: {
  database: Database
  jobs: JobQueue | null
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      { schema: { response: { 200: getHealthResponse, 503: getHealthResponse } } },
      async (_request, reply) => {
        const health = await checkHealth(deps)
        return reply.status(health.status === 'ok' ? 200 : 503).send(health)
      },
    )
  }
}
