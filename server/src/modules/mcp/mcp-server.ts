/**
 * The MCP server of one caller (docs/decisions/0073): every tool registered on a new McpServer
 * of the official SDK, bound to the caller's key. The HTTP route builds one per request
 * (stateless Streamable HTTP), as the SDK's stateless example does.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { registerAlertsTools } from './alerts.tools'
import { registerDocumentsTools } from './documents.tools'
import { registerLeadsTools } from './leads.tools'
import { registerRecordsTools } from './records.tools'
import type { McpCaller, McpDeps } from './tool-call'

/** The server's name and version as MCP clients show them (the tools follow /api/v1). */
const MCP_SERVER_INFO = { name: 'foreclosure-leads', version: '1.0.0' } as const

export function createMcpServer(deps: McpDeps, caller: McpCaller): McpServer {
  const server = new McpServer(MCP_SERVER_INFO, {
    instructions:
      'Foreclosure leads of the user whose API key this is: search public records, work the leads (status, tags, notes), watch areas with alert monitors, and read what was extracted from uploaded documents with its evidence. Each tool call counts as one API request of the key, and needs the scope its description names.',
  })
  registerRecordsTools(server, deps, caller)
  registerLeadsTools(server, deps, caller)
  registerAlertsTools(server, deps, caller)
  registerDocumentsTools(server, deps, caller)
  return server
}
