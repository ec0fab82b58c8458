/**
 * Enrichment routes (docs/decisions/0035): GET /api/leads/:id/enrichment (the lead's property
 * facts, census context and equity estimate), POST /api/leads/:id/enrichment (queue it again,
 * refreshing even a fresh one) and POST /api/leads/enrich (queue many: by ids, or every lead
 * matching the list's filters, up to ENRICHMENT.leadsPerRequest). Thin: the services work.
 */
import {
  enrichLeadsRequest,
  enrichLeadsResponse,
  leadEnrichmentResponse,
} from '@common/contracts/enrichment'
import { leadIdParams } from '@common/contracts/leads'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client'
import { AppError } from '../../http/app-error'
import type { JobQueue } from '../../jobs/job-queue'
import { requireUser } from '../accounts'
import { ENRICH_LEAD_JOB } from './enrich-lead.job'
import type { EnrichmentRuntime } from './enrichment-runtime'
import {
  leadEnrichmentView,
  queueEnrichLeadsRequest,
  queueLeadEnrichment,
  type SendEnrichJob,
} from './lead-enrichment.service'

/** The job sender, or 503 when this server runs without a job queue. */
export function enrichJobSender(jobs: JobQueue | null): SendEnrichJob {
  return async (payload) => {
    if (!jobs) {
      throw new AppError(
        'ENRICHMENT_UNAVAILABLE',
        'Enrichment is not available on this server (it runs without a job queue).',
        503,
      )
    }
    return jobs.send(ENRICH_LEAD_JOB, payload)
  }
}

export function enrichmentRoutes(deps: {
  db: Db
  jobs: JobQueue | null
  runtime: Pick<EnrichmentRuntime, 'refreshAfterMs'>
}): FastifyPluginAsyncZod {
  const { db, runtime } = deps
  const send = enrichJobSender(deps.jobs)
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store')
    })

    app.get(
      '/api/leads/:id/enrichment',
      {
        onRequest: requireUser,
        schema: { params: leadIdParams, response: { 200: leadEnrichmentResponse } },
      },
      async (request) =>
        leadEnrichmentView(db, runtime, { userId: request.user.id, leadId: request.params.id }),
    )

    app.post(
      '/api/leads/:id/enrichment',
      {
        onRequest: requireUser,
        schema: { params: leadIdParams, response: { 200: leadEnrichmentResponse } },
      },
      async (request) => {
        const userId = request.user.id
        const leadId = request.params.id
        await queueLeadEnrichment(db, send, {
          userId,
          leadIds: [leadId],
          force: true,
          requireAll: true,
        })
        return leadEnrichmentView(db, runtime, { userId, leadId })
      },
    )

    app.post(
      '/api/leads/enrich',
      {
        onRequest: requireUser,
        schema: { body: enrichLeadsRequest, response: { 200: enrichLeadsResponse } },
      },
      async (request) =>
        queueEnrichLeadsRequest(db, send, { userId: request.user.id, request: request.body }),
    )
  }
}
