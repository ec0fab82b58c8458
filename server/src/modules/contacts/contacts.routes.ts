/**
 * Skip tracing routes (docs/decisions/0023-contacts.md): POST /api/leads/:id/skip-trace traces
 * one lead's defendants, GET /api/leads/:id/contacts reads them, POST /api/leads/skip-trace
 * starts a batch job whose progress GET /api/leads/skip-trace/:batchId reads and whose cancel
 * POST .../cancel asks for, and the permissible-use statement at /api/contacts/permissible-use.
 * Thin: the services do the work.
 */
import {
  acceptPermissibleUseRequest,
  batchIdParams,
  CONTACT_MESSAGES,
  leadContactsView,
  leadTraceParams,
  listBatchesResponse,
  permissibleUseView as permissibleUseSchema,
  skipTraceBatchView,
  skipTraceLeadResponse,
  startBatchTraceRequest,
} from '@common/contracts/contacts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { SkipTraceBatch } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { keepAnswersPrivate } from '../../http/private-answers'
import type { JobQueue } from '../../jobs/job-queue'
import { requireUser } from '../accounts'
import {
  batchOf,
  recentBatches,
  requestCancel,
  toBatchView,
} from './batch/skip-trace-batch.queries'
import { startBatchTrace } from './batch/skip-trace-batch.service'
import type { ContactsDeps } from './contacts.deps'
import { leadContactsFor } from './trace/lead-contacts.service'
import {
  acceptPermissibleUse,
  permissibleUseAcceptedAt,
  permissibleUseView,
} from './trace/permissible-use.service'
import { skipTraceLead } from './trace/skip-trace.service'

/** The batch as the client sees it; one that is not the user's (or not there) is 404. */
function ownBatchView(batch: SkipTraceBatch | null) {
  if (!batch) {
    throw AppError.notFound('SKIP_TRACE_BATCH_NOT_FOUND', CONTACT_MESSAGES.batchNotFound)
  }
  return toBatchView(batch)
}

export function contactsRoutes(
  deps: ContactsDeps & { jobs: JobQueue | null },
): FastifyPluginAsyncZod {
  const { db } = deps
  return async (app) => {
    app.addHook('onRequest', requireUser)
    keepAnswersPrivate(app)

    app.get(
      '/api/contacts/permissible-use',
      { schema: { response: { 200: permissibleUseSchema } } },
      async (request) => permissibleUseView(await permissibleUseAcceptedAt(db, request.user.id)),
    )

    app.post(
      '/api/contacts/permissible-use',
      { schema: { body: acceptPermissibleUseRequest, response: { 200: permissibleUseSchema } } },
      async (request) => acceptPermissibleUse(db, request.user.id),
    )

    app.post(
      '/api/leads/:id/skip-trace',
      { schema: { params: leadTraceParams, response: { 200: skipTraceLeadResponse } } },
      async (request) => skipTraceLead(deps, { user: request.user, leadId: request.params.id }),
    )

    app.get(
      '/api/leads/:id/contacts',
      { schema: { params: leadTraceParams, response: { 200: leadContactsView } } },
      async (request) =>
        leadContactsFor(db, {
          user: request.user,
          leadId: request.params.id,
          tracesSimulated: deps.providers.skipTrace.simulated,
        }),
    )

    app.post(
      '/api/leads/skip-trace',
      { schema: { body: startBatchTraceRequest, response: { 202: skipTraceBatchView } } },
      async (request, reply) => {
        const batch = await startBatchTrace(deps, {
          user: request.user,
          leadIds: request.body.leadIds,
        })
        return reply.code(202).send(batch)
      },
    )

    app.get(
      '/api/leads/skip-trace',
      { schema: { response: { 200: listBatchesResponse } } },
      async (request) => ({ batches: (await recentBatches(db, request.user.id)).map(toBatchView) }),
    )

    app.get(
      '/api/leads/skip-trace/:batchId',
      { schema: { params: batchIdParams, response: { 200: skipTraceBatchView } } },
      async (request) => ownBatchView(await batchOf(db, request.user.id, request.params.batchId)),
    )

    app.post(
      '/api/leads/skip-trace/:batchId/cancel',
      { schema: { params: batchIdParams, response: { 200: skipTraceBatchView } } },
      async (request) =>
        ownBatchView(await requestCancel(db, request.user.id, request.params.batchId)),
    )
  }
}
