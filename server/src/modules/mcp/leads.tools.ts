/**
 * The leads tools, as GET /api/v1/leads, GET /api/v1/leads/{id} and PATCH /api/v1/leads/{id}
 * run them (the leads module's services, the v1 contracts applied to what they answer): every
 * lead with its urgency (issue 35), the list with the urgency sort and minUrgency filter.
 */
import {
  getLeadResponse,
  leadIdParams,
  listLeadsRequest,
  listLeadsResponse,
  updateLeadRequest,
  updateLeadResponse,
} from '@common/contracts/leads'
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import { getLead, listLeads, updateLead, withLeadContacts } from '../leads'
import { type McpCaller, type McpDeps, runToolCall } from './tool-call'

/** What a lead's `urgency` is, said in the tools' descriptions. */
const URGENCY_NOTE =
  'Each lead carries urgency: a score 0-100 of how urgent it is today, timed to the foreclosure sale (days to the sale date, or the usual time from its stage to a sale in its state) and raised by the stage, the equity estimate and phones or e-mails that may be used; its reasons give each factor with its share of the score, and explanation says them in one sentence (confidence low: a stale record).'

export function registerLeadsTools(server: McpServer, deps: McpDeps, caller: McpCaller): void {
  const { db } = deps
  server.registerTool(
    'list_leads',
    {
      title: 'List leads',
      description: `The user’s leads, filtered and sorted as the lead list of the app (status, tag, zip, state, stage, sale dates, free text q...). ${URGENCY_NOTE} sort=urgency with order=desc lists the most urgent first; minUrgency keeps the leads scoring at least that. Pass nextCursor as cursor, with the same filters, for the next page. Needs the leads:read scope.`,
      inputSchema: listLeadsRequest,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (query) =>
      runToolCall(deps, caller, {
        scopes: ['leads:read'],
        run: async (user) =>
          JSON.stringify(
            listLeadsResponse.parse(
              await listLeads(db, { userId: user.id, query, urgency: deps.urgency, log: deps.log }),
            ),
          ),
      }),
  )

  server.registerTool(
    'get_lead',
    {
      title: 'Read a lead',
      description: `One lead with its notes, case history, summary, urgency and (Pro and Elite) its contacts. ${URGENCY_NOTE} Needs the leads:read scope.`,
      inputSchema: leadIdParams,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ id }) =>
      runToolCall(deps, caller, {
        scopes: ['leads:read'],
        run: async (user) =>
          JSON.stringify(
            getLeadResponse.parse(
              await withLeadContacts(
                deps.contactsForLead,
                user,
                await getLead(db, { user, id, reach: deps.urgency?.reach }),
              ),
            ),
          ),
      }),
  )

  server.registerTool(
    'update_lead',
    {
      title: 'Change a lead',
      description:
        'Changes one lead: its status, its tags (tags replaces them; addTags / removeTags change them), its folder or next action, or appends a note. Answers the lead as get_lead does. Needs the leads:write scope.',
      inputSchema: z.object({
        id: leadIdParams.shape.id,
        changes: updateLeadRequest.describe(
          'What to change: status, tags, addTags, removeTags, folder, nextActionAt and/or note',
        ),
      }),
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    ({ id, changes }) =>
      runToolCall(deps, caller, {
        scopes: ['leads:write'],
        run: async (user) =>
          JSON.stringify(
            updateLeadResponse.parse(
              await withLeadContacts(
                deps.contactsForLead,
                user,
                await updateLead(db, { user, id, patch: changes, reach: deps.urgency?.reach }),
              ),
            ),
          ),
      }),
  )
}
