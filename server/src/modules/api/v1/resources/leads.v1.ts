/**
 * /api/v1/leads: the lead workspace through the leads module's own services and contracts: the
 * list (same filters, sorts and cursor), keeping leads, the export (CSV / Excel), one lead with
 * its contacts, and changing it. Another user's lead is a 404, as in the app.
 */
import {
  exportFileName,
  exportLeadsRequest,
  SKIPPED_SAMPLE_HEADER,
} from '@common/contracts/lead-export'
import {
  getLeadResponse,
  keepLeadsRequest,
  keepLeadsResponse,
  leadIdParams,
  listLeadsRequest,
  listLeadsResponse,
  updateLeadRequest,
  updateLeadResponse,
} from '@common/contracts/leads'
import {
  getLead,
  keepLeads,
  listLeads,
  startLeadExport,
  updateLead,
  withLeadContacts,
} from '../../../leads'
import type { V1Resource } from '../v1-resource'

export const leadsResource: V1Resource = {
  name: 'Leads',
  description: 'Your leads: list, keep, export, read and change.',
  routes: (deps) => async (app) => {
    const { db } = deps
    app.get(
      '/api/v1/leads',
      {
        config: { scopes: ['leads:read'] },
        schema: {
          operationId: 'listLeads',
          summary: 'List leads',
          description: 'Pass `nextCursor` as `cursor` (with the same filters) for the next page.',
          tags: ['Leads'],
          querystring: listLeadsRequest,
          response: { 200: listLeadsResponse },
        },
      },
      async (request) =>
        listLeads(db, {
          userId: request.user.id,
          query: request.query,
          urgency: deps.urgency,
          log: request.log,
        }),
    )

    app.post(
      '/api/v1/leads',
      {
        config: {
          scopes: ['leads:write'],
          openapi: {
            errors: {
              409: 'DOCUMENT_NOT_PROCESSED (the document is still being read, or failed) or DOCUMENT_IMPORTED_FROM_PREVIEW (a list: import it instead)',
            },
          },
        },
        schema: {
          operationId: 'keepLeads',
          summary: 'Keep leads',
          description:
            'From saved results, one of your searches (all it showed, or the given filing ids) or an uploaded document. Keeping the same thing again gives the same lead.',
          tags: ['Leads'],
          body: keepLeadsRequest,
          response: { 200: keepLeadsResponse },
        },
      },
      async (request) => keepLeads(db, { user: request.user, request: request.body }),
    )

    app.get(
      '/api/v1/leads/export',
      {
        config: {
          scopes: ['leads:read'],
          openapi: {
            responses: {
              200: {
                description:
                  'The file (sample leads are left out and counted in X-Export-Skipped-Sample)',
                content: {
                  'text/csv': { schema: { type: 'string' } },
                  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
                    schema: { type: 'string', contentEncoding: 'binary' },
                  },
                },
              },
            },
          },
        },
        schema: {
          operationId: 'exportLeads',
          summary: 'Export leads as CSV or Excel',
          description: 'The list’s filters and sort; Pro and Elite.',
          tags: ['Leads'],
          querystring: exportLeadsRequest,
        },
      },
      async (request, reply) => {
        const exported = await startLeadExport(db, {
          user: request.user,
          query: request.query,
          contacts: deps.exportContacts,
          urgency: deps.urgency,
        })
        return reply
          .type(exported.contentType)
          .header(
            'content-disposition',
            `attachment; filename="${exportFileName(request.query.format)}"`,
          )
          .header(SKIPPED_SAMPLE_HEADER, String(exported.skippedSample))
          .send(exported.stream)
      },
    )

    app.get(
      '/api/v1/leads/:id',
      {
        config: { scopes: ['leads:read'] },
        schema: {
          operationId: 'getLead',
          summary: 'Get one lead',
          description: 'With its notes, case history and contacts (Pro and Elite).',
          tags: ['Leads'],
          params: leadIdParams,
          response: { 200: getLeadResponse },
        },
      },
      async (request) =>
        withLeadContacts(
          deps.contactsForLead,
          request.user,
          await getLead(db, {
            user: request.user,
            id: request.params.id,
            reach: deps.urgency?.reach,
          }),
        ),
    )

    app.patch(
      '/api/v1/leads/:id',
      {
        config: { scopes: ['leads:write'] },
        schema: {
          operationId: 'updateLead',
          summary: 'Change one lead',
          description: 'Status, tags, folder, next action, or a note appended.',
          tags: ['Leads'],
          params: leadIdParams,
          body: updateLeadRequest,
          response: { 200: updateLeadResponse },
        },
      },
      async (request) =>
        withLeadContacts(
          deps.contactsForLead,
          request.user,
          await updateLead(db, {
            user: request.user,
            id: request.params.id,
            patch: request.body,
            reach: deps.urgency?.reach,
          }),
        ),
    )
  },
}
