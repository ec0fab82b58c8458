/**
 * The records tool: a public-records search, as POST /api/v1/search runs it (records' runSearch:
 * the plan's entitlements, usage and masking; it counts as a search of the plan).
 */
import { publicRecordsSearchRequest } from '@common/contracts/records'
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { runSearch } from '../records'
import { idempotencyKeyArgument, type McpCaller, type McpDeps, runToolCall } from './tool-call'

export function registerRecordsTools(server: McpServer, deps: McpDeps, caller: McpCaller): void {
  server.registerTool(
    'search_records',
    {
      title: 'Search public records',
      description:
        'Searches foreclosure filings (lis pendens, notices of sale...) in a state by ZIP code(s) or county, with the plan’s entitlements. Counts as one search of the plan, as in the app. Results of generated sample data are marked isSample. Needs the records:read scope.',
      inputSchema: publicRecordsSearchRequest.safeExtend({
        idempotencyKey: idempotencyKeyArgument,
      }),
      annotations: { readOnlyHint: false, openWorldHint: false },
    },
    ({ idempotencyKey, ...query }) =>
      runToolCall(deps, caller, {
        scopes: ['records:read'],
        idempotentAs: { path: '/api/v1/search', body: query, key: idempotencyKey, status: 200 },
        run: (user) =>
          runSearch(deps.db, user, query, {
            rateLimitPerMinute: deps.searchRateLimitPerMinute,
            readEquity: deps.readEquity,
          }),
      }),
  )
}
