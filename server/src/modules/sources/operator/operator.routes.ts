/**
 * /api/operator/sources: the catalogue, one source, its fetch audit, and the operator's actions.
 * Every route is for operators only (401 signed out, 403 OPERATOR_ONLY) and never cached.
 */
import {
  enableReviewedResponse,
  listOperatorSourcesResponse,
  operatorSourceParams,
  operatorSourceResponse,
  reviewSourceRequest,
  runSourceResponse,
  sourceAuditsQuery,
  sourceAuditsResponse,
} from '@common/contracts/operator'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../../db/client'
import { AppError } from '../../../http/app-error'
import { requireOperator } from '../../accounts'
import type { IngestionRuntime } from '../ingestion/run-scrape-job.service'
import { operatorCatalogue, operatorSourceOf } from './catalogue-overview.service'
import {
  disableFromOperator,
  enableFromOperator,
  enableReviewedSources,
  reviewFromOperator,
  runFromOperator,
} from './operator-actions.service'
import { sourceAudits } from './source-audits.service'

export interface OperatorRoutesDeps {
  db: Db
  jobs: { send(jobId: string, payload: object): Promise<string | null> } | null
  ingestion: IngestionRuntime
}

export function operatorRoutes(deps: OperatorRoutesDeps): FastifyPluginAsyncZod {
  const { db } = deps
  const sourceOf = async (id: string) => {
    const source = await operatorSourceOf(db, id)
    if (!source) {
      throw new AppError('SOURCE_NOT_IN_CATALOGUE', `The catalogue has no source "${id}".`, 404)
    }
    return { source }
  }
  return async (app) => {
    app.addHook('onRequest', requireOperator)
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store')
    })
    const params = operatorSourceParams
    const one = { params, response: { 200: operatorSourceResponse } }

    app.get(
      '/api/operator/sources',
      { schema: { response: { 200: listOperatorSourcesResponse } } },
      async () => ({ sources: await operatorCatalogue(db) }),
    )
    app.get('/api/operator/sources/:id', { schema: one }, (request) => sourceOf(request.params.id))
    app.get(
      '/api/operator/sources/:id/audits',
      {
        schema: { params, querystring: sourceAuditsQuery, response: { 200: sourceAuditsResponse } },
      },
      (request) => sourceAudits(db, request.params.id, request.query.before),
    )
    app.post(
      '/api/operator/sources/:id/review',
      { schema: { ...one, body: reviewSourceRequest } },
      async (request) => {
        const operatorEmail = request.user.email
        await reviewFromOperator(db, request.params.id, { operatorEmail, ...request.body })
        return sourceOf(request.params.id)
      },
    )
    app.post('/api/operator/sources/:id/enable', { schema: one }, async (request) => {
      await enableFromOperator(db, request.params.id)
      return sourceOf(request.params.id)
    })
    app.post('/api/operator/sources/:id/disable', { schema: one }, async (request) => {
      await disableFromOperator(db, request.params.id)
      return sourceOf(request.params.id)
    })
    app.post(
      '/api/operator/sources/:id/run',
      { schema: { params, response: { 202: runSourceResponse, 200: runSourceResponse } } },
      async (request, reply) => {
        const outcome = await runFromOperator(db, request.params.id, deps)
        return reply.status(outcome.queued ? 202 : 200).send(outcome)
      },
    )
    app.post(
      '/api/operator/sources/enable-reviewed',
      { schema: { response: { 200: enableReviewedResponse } } },
      (request) => enableReviewedSources(db, request.user.email),
    )
  }
}
