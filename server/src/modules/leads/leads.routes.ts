/**
 * The lead workspace's routes: POST /api/leads (keep), GET /api/leads (the list),
 * GET /api/leads/facets (counts), GET /api/leads/unkept-documents (documents not kept as leads),
 * GET/PATCH/DELETE /api/leads/:id, POST /api/leads/bulk, and the export and call list
 * (lead-export.routes.ts). Thin: the services do the work.
 */

import {
  bulkUpdateLeadsRequest,
  bulkUpdateLeadsResponse,
  deleteDocumentLeadsResponse,
  deleteLeadResponse,
  documentLeadsParams,
  type GetLeadResponse,
  getLeadResponse,
  keepLeadsRequest,
  keepLeadsResponse,
  leadFacetsRequest,
  leadFacetsResponse,
  leadIdParams,
  listLeadsRequest,
  listLeadsResponse,
  unkeptDocumentsRequest,
  unkeptDocumentsResponse,
  updateLeadRequest,
  updateLeadResponse,
} from '@common/contracts/leads'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../db/schema'
import { requireUser } from '../accounts'
import { keepLeads } from './keep-leads.service'
import type { CallListContactsReader } from './lead-call-list.service'
import { type LeadContactsReader, withLeadContacts } from './lead-contacts'
import { leadExportRoutes } from './lead-export.routes'
import type { LeadUrgencyDeps } from './lead-urgency.deps'
import { deleteLeadsOfDocument } from './leads.queries'
import { bulkUpdateLeads, deleteLead, getLead, listLeads, updateLead } from './leads.service'
import { selectLeadFacets } from './leads-facets.queries'
import { listUnkeptDocuments } from './unkept-documents.service'

/**
 * Called with the leads a keep returned (new and already kept), after they are stored: the
 * composition root hands in enrichment's queueing (docs/decisions/0035), which leads cannot
 * import (enrichment reads leads). A failure to queue is logged, never fails the keep.
 */
export type LeadsKeptHook = (options: { userId: string; leadIds: string[] }) => Promise<void>

export function leadsRoutes(deps: {
  db: Db
  onLeadsKept?: LeadsKeptHook
  contactsForLead?: LeadContactsReader
  /** The contacts an export or call list may use (contacts' exportableContacts, in app.ts). */
  exportContacts?: CallListContactsReader
  /** The urgency's reach reader and change hook (the runtime's leadUrgency; 0085). */
  urgency?: LeadUrgencyDeps
}): FastifyPluginAsyncZod {
  const { db, contactsForLead, exportContacts, onLeadsKept, urgency } = deps
  const reach = urgency?.reach
  /** The lead with its notes and, when the contacts module is there, its contacts. */
  const withContacts = (user: SessionUser, lead: GetLeadResponse) =>
    withLeadContacts(contactsForLead, user, lead)
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store')
    })
    await app.register(leadExportRoutes({ db, exportContacts, urgency }))

    app.post(
      '/api/leads',
      {
        onRequest: requireUser,
        schema: { body: keepLeadsRequest, response: { 200: keepLeadsResponse } },
      },
      async (request) => {
        const kept = await keepLeads(db, { user: request.user, request: request.body })
        if (onLeadsKept && kept.leads.length > 0) {
          const leadIds = kept.leads.map((lead) => lead.id)
          await onLeadsKept({ userId: request.user.id, leadIds }).catch((error: unknown) =>
            request.log.error({ err: error }, 'queueing enrichment of kept leads failed'),
          )
        }
        return kept
      },
    )

    app.get(
      '/api/leads',
      {
        onRequest: requireUser,
        schema: { querystring: listLeadsRequest, response: { 200: listLeadsResponse } },
      },
      async (request) =>
        listLeads(db, {
          userId: request.user.id,
          query: request.query,
          urgency,
          log: request.log,
        }),
    )

    app.get(
      '/api/leads/facets',
      {
        onRequest: requireUser,
        schema: { querystring: leadFacetsRequest, response: { 200: leadFacetsResponse } },
      },
      async (request) => selectLeadFacets(db, { userId: request.user.id, filters: request.query }),
    )

    app.get(
      '/api/leads/unkept-documents',
      {
        onRequest: requireUser,
        schema: { querystring: unkeptDocumentsRequest, response: { 200: unkeptDocumentsResponse } },
      },
      async (request) => ({
        documents: await listUnkeptDocuments(db, { user: request.user, zip: request.query.zip }),
      }),
    )

    app.delete(
      '/api/leads/of-document/:documentId',
      {
        onRequest: requireUser,
        schema: { params: documentLeadsParams, response: { 200: deleteDocumentLeadsResponse } },
      },
      async (request) => ({
        deleted: await deleteLeadsOfDocument(db, request.user.id, request.params.documentId),
      }),
    )

    app.post(
      '/api/leads/bulk',
      {
        onRequest: requireUser,
        schema: { body: bulkUpdateLeadsRequest, response: { 200: bulkUpdateLeadsResponse } },
      },
      async (request) =>
        bulkUpdateLeads(db, {
          user: request.user,
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
      async (request) =>
        withContacts(
          request.user,
          await getLead(db, { user: request.user, id: request.params.id, reach }),
        ),
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
        withContacts(
          request.user,
          await updateLead(db, {
            user: request.user,
            id: request.params.id,
            patch: request.body,
            reach,
          }),
        ),
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
