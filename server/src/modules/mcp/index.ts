/**
 * The MCP module's face (docs/decisions/0073): /mcp, the MCP server over Streamable HTTP whose
 * tools call the records, leads, alerts and documents modules' faces under /api/v1's keys, scopes,
 * quotas and Idempotency-Key answers. `npm run mcp` (scripts/mcp.ts) relays stdio to it.
 */
export { mcpRoutes } from './mcp.routes'
