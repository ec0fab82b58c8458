/**
 * Test helpers of /mcp: the SDK's own Client over its StreamableHTTPClientTransport, with an API
 * key as the bearer, and a tool call's structured answer.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'

export async function connectMcp(baseUrl: string, key: string): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' })
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    }),
  )
  return client
}

/** Calls `name` and answers its result (typed as a plain tool result, not a task). */
export async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult
}

/** The text of a tool result's first content block. */
export function textOf(result: CallToolResult): string {
  const first = result.content[0]
  return first?.type === 'text' ? first.text : ''
}
