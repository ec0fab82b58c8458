/**
 * The alerts tools, as GET and POST /api/v1/alerts run them (the alerts module's services: the
 * plan's monitor limits and features hold as in the app).
 */
import { alertMonitor, createAlertRequest, listAlertsResponse } from '@common/contracts/alerts'
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { createMonitor, listUserMonitors } from '../alerts'
import { idempotencyKeyArgument, type McpCaller, type McpDeps, runToolCall } from './tool-call'

export function registerAlertsTools(server: McpServer, deps: McpDeps, caller: McpCaller): void {
  const { db } = deps
  server.registerTool(
    'list_alerts',
    {
      title: 'List alert monitors',
      description:
        'The user’s monitors of new filings and case changes, and how many more the plan allows. Needs the alerts:read scope.',
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    () =>
      runToolCall(deps, caller, {
        scopes: ['alerts:read'],
        run: async (user) =>
          JSON.stringify(listAlertsResponse.parse(await listUserMonitors(db, user))),
      }),
  )

  server.registerTool(
    'create_alert',
    {
      title: 'Create an alert monitor',
      description:
        'Watches ZIP codes and/or counties of a state for new filings (optionally of some filing types or case stages, or sales within some days) and notifies in the app, by e-mail or webhook. Needs the alerts:write scope.',
      inputSchema: createAlertRequest.safeExtend({ idempotencyKey: idempotencyKeyArgument }),
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    ({ idempotencyKey, ...monitor }) =>
      runToolCall(deps, caller, {
        scopes: ['alerts:write'],
        idempotentAs: { path: '/api/v1/alerts', body: monitor, key: idempotencyKey, status: 201 },
        run: async (user) =>
          JSON.stringify(alertMonitor.parse(await createMonitor(db, user, monitor))),
      }),
  )
}
