/**
 * `npm run mcp` as an assistant starts it: the documented command spawned by the SDK's
 * StdioClientTransport, relaying to a real app's /mcp on loopback: it initializes, lists the tools
 * and calls one with the key of MCP_API_KEY; a revoked key's call is answered with the server's
 * refusal.
 */
import path from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKey } from '../../testing/api-test-helpers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

const REPO = path.resolve(import.meta.dirname, '../../../..')

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

async function startMcpCommand(key: string): Promise<Client> {
  const client = new Client({ name: 'stdio-test', version: '1.0.0' })
  await client.connect(
    new StdioClientTransport({
      command: 'npm',
      args: ['run', '--silent', 'mcp'],
      cwd: REPO,
      env: { MCP_API_KEY: key, MCP_URL: `${t.baseUrl}/mcp` },
      stderr: 'pipe',
    }),
  )
  return client
}

describe('npm run mcp (stdio)', () => {
  it('starts, lists the tools and calls one through the app’s /mcp', async () => {
    const { client } = await signInNewUser(t, {
      subscriptionTier: 'elite',
      subscriptionStatus: 'active',
    })
    const { key, id } = await createKey(client, ['leads:read'])
    const mcp = await startMcpCommand(key)
    try {
      const { tools } = await mcp.listTools()
      expect(tools.map((tool) => tool.name)).toContain('list_leads')
      expect(tools).toHaveLength(7)
      const listed = (await mcp.callTool({ name: 'list_leads', arguments: {} })) as CallToolResult
      expect(listed.structuredContent).toEqual({ leads: [], nextCursor: null })

      expect((await client.request(`/api/api-keys/${id}`, { method: 'DELETE' })).status).toBe(200)
      await expect(mcp.callTool({ name: 'list_leads', arguments: {} })).rejects.toThrow(
        /INVALID_API_KEY/,
      )
    } finally {
      await mcp.close()
    }
  }, 60_000)
})
