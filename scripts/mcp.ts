/**
 * `npm run --silent mcp`: the MCP server for assistants that start a local command and speak MCP
 * on its stdin/stdout (docs/decisions/0073). It relays each JSON-RPC message, as it is, between the
 * SDK's StdioServerTransport and its StreamableHTTPClientTransport to an instance's /mcp (MCP_URL,
 * default PUBLIC_URL + /mcp) with the key of MCP_API_KEY as `Authorization: Bearer`, so the tools,
 * the key's scopes, quotas and plan are that server's own (no database is opened here, and it
 * starts in a moment). A message the server refuses (a revoked key: 401) is answered to the
 * assistant as a JSON-RPC error carrying the server's code and message. Only the protocol is
 * written to stdout (npm's own banner too is silenced by --silent); messages go to stderr.
 */
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import {
  isJSONRPCRequest,
  isJSONRPCResultResponse,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js'
import { loadConfig, loadDotEnvFile } from '../server/src/config'

/** JSON-RPC's "internal error" code, for a message the server could not answer. */
const RELAY_ERROR = -32603

function refusal(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return `The MCP server refused the request: ${text}`
}

/** Relays stdin/stdout to `url` until stdin closes; resolves once both sides are started. */
async function startStdioBridge(options: { url: URL; apiKey: string }): Promise<void> {
  const http = new StreamableHTTPClientTransport(options.url, {
    requestInit: { headers: { authorization: `Bearer ${options.apiKey}` } },
  })
  const stdio = new StdioServerTransport()
  const pendingInitialize = new Set<string | number>()

  http.onmessage = (message: JSONRPCMessage) => {
    if (isJSONRPCResultResponse(message) && pendingInitialize.delete(message.id)) {
      const version = (message.result as { protocolVersion?: unknown }).protocolVersion
      if (typeof version === 'string') http.setProtocolVersion(version)
    }
    void stdio.send(message)
  }
  stdio.onmessage = (message: JSONRPCMessage) => {
    if (isJSONRPCRequest(message) && message.method === 'initialize') {
      pendingInitialize.add(message.id)
    }
    http.send(message).catch((error: unknown) => {
      if (!isJSONRPCRequest(message)) return console.error(refusal(error))
      void stdio.send({
        jsonrpc: '2.0',
        id: message.id,
        error: { code: RELAY_ERROR, message: refusal(error) },
      })
    })
  }
  stdio.onclose = () => void http.close()
  await http.start()
  await stdio.start()
}

loadDotEnvFile()
const apiKey = process.env.MCP_API_KEY?.trim()
if (!apiKey) {
  console.error(
    'MCP_API_KEY is not set. Create an API key in Settings > API keys (Elite), then run: MCP_API_KEY=fl_live_... npm run --silent mcp',
  )
  process.exit(1)
}
// The route of server/src/modules/mcp/mcp.routes.ts on the instance the key belongs to.
const url = new URL(process.env.MCP_URL || `${loadConfig().PUBLIC_URL}/mcp`)
await startStdioBridge({ url, apiKey })
console.error(`MCP server on stdio, relaying to ${url.href}`)
