/**
 * GET /api/leads/export (the list's filters, as CSV or Excel) and GET /api/leads/call-list (the
 * callable numbers of selected leads); docs/decisions/0026. Thin: the services do the work.
 */
import {
  callListRequest,
  callListResponse,
  EXPORT_MESSAGES,
  exportFileName,
  exportLeadsRequest,
  SKIPPED_SAMPLE_HEADER,
} from '@common/contracts/lead-export'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client'
import { AppError } from '../../http/app-error'
import { requireUser } from '../accounts'
import { type CallListContactsReader, callListFor } from './lead-call-list.service'
import { startLeadExport } from './lead-export.service'
import type { LeadUrgencyDeps } from './lead-urgency.deps'

export function leadExportRoutes(deps: {
  db: Db
  /** The contacts module's exportable contacts (app.ts); without it, no contact columns. */
  exportContacts?: CallListContactsReader
  /** The views' reachability and the refresh before an export by urgency (0085). */
  urgency?: LeadUrgencyDeps
}): FastifyPluginAsyncZod {
  const { db, exportContacts, urgency } = deps
  return async (app) => {
    app.get(
      '/api/leads/export',
      { onRequest: requireUser, schema: { querystring: exportLeadsRequest } },
      async (request, reply) => {
        const exported = await startLeadExport(db, {
          user: request.user,
          query: request.query,
          contacts: exportContacts,
          urgency,
        })
        const name = exportFileName(request.query.format)
        return reply
          .type(exported.contentType)
          .header('content-disposition', `attachment; filename="${name}"`)
          .header(SKIPPED_SAMPLE_HEADER, String(exported.skippedSample))
          .send(exported.stream)
      },
    )

    app.get(
      '/api/leads/call-list',
      {
        onRequest: requireUser,
        schema: { querystring: callListRequest, response: { 200: callListResponse } },
      },
      async (request) => {
        if (!exportContacts) {
          throw AppError.forbidden('CONTACTS_NOT_IN_PLAN', EXPORT_MESSAGES.contactsNotInPlan)
        }
        return callListFor(db, {
          user: request.user,
          ids: request.query.ids,
          contacts: exportContacts,
        })
      },
    )
  }
}
