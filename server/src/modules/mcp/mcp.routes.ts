/**
 * /mcp: the MCP server over Streamable HTTP, stateless (docs/decisions/0073): each POST is one
 * JSON-RPC exchange served by a new McpServer and transport (`sessionIdGenerator: undefined`, JSON
 * answers rather than an SSE stream), as the SDK's stateless example does. Authenticated as
 * /api/v1 is, by `Authorization: Bearer <key>` only (cookies are never read): a key that is not
 * live or whose owner's plan lacks the API is refused with the v1 answer (401 / 403) before
 * anything MCP runs; each tool call is then charged and scope-checked as a v1 request. The app's
 * origin check applies as to any POST (a browser on another site is refused). GET (a standalone
 * SSE stream) and DELETE (a session's end) have no meaning without sessions: 405.
 */

import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config'
import { admitApiKey } from '../api'
import { createMcpServer } from './mcp-server'
import type { McpCaller, McpDeps } from './tool-call'

const MCP_PATH = '/mcp'

/** A JSON-RPC error answer outside any request (`id: null`), as the SDK's own transport sends. */
const methodNotAllowed = {
  jsonrpc: '2.0',
  error: {
    code: -32000,
    message: 'Method not allowed: this MCP server is stateless; POST JSON-RPC messages to /mcp.',
  },
  id: null,
}

export function mcpRoutes(
  options: Omit<McpDeps, 'limits' | 'searchRateLimitPerMinute'> & {
    config: Pick<
      Config,
      'API_RATE_LIMIT_PER_MINUTE' | 'API_DAILY_QUOTA' | 'SEARCH_RATE_LIMIT_PER_MINUTE'
    >
  },
) {
  const { config, ...rest } = options
  const deps: McpDeps = {
    ...rest,
    limits: { perMinute: config.API_RATE_LIMIT_PER_MINUTE, perDay: config.API_DAILY_QUOTA },
    searchRateLimitPerMinute: config.SEARCH_RATE_LIMIT_PER_MINUTE,
  }
  return async (app: FastifyInstance): Promise<void> => {
    app.post(MCP_PATH, async (request, reply) => {
      const found = await admitApiKey(deps.db, request.headers.authorization, reply)
      const raw = reply.raw
      const caller: McpCaller = {
        admit: async () => found,
        // A tool call's X-RateLimit-* headers go on this response (written after the call).
        headers: {
          header: (name, value) => {
            if (!raw.headersSent) raw.setHeader(name, value)
          },
        },
      }
      const server = createMcpServer(deps, caller)
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      })
      reply.hijack()
      raw.setHeader('cache-control', 'private, no-store')
      raw.setHeader('x-request-id', request.id)
      raw.on('close', () => {
        void transport.close()
        void server.close()
      })
      try {
        await server.connect(transport)
        await transport.handleRequest(request.raw, raw, request.body)
      } catch (error) {
        request.log.error({ err: error }, 'MCP request failed')
        if (!raw.headersSent) {
          raw.writeHead(500, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              jsonrpc: '2.0',
              error: { code: -32603, message: 'Internal server error' },
              id: null,
            }),
          )
        }
      }
    })
    for (const method of ['GET', 'DELETE'] as const) {
      app.route({
        method,
        url: MCP_PATH,
        handler: async (_request, reply) =>
          reply.status(405).header('allow', 'POST').send(methodNotAllowed),
      })
    }
  }
}
