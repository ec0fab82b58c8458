import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { McpConnectInstructions } from './mcp-connect'

describe('McpConnectInstructions', () => {
  const html = renderToStaticMarkup(<McpConnectInstructions origin="https://leads.example" />)

  it('gives the /mcp address of this app with the key as a bearer header', () => {
    expect(html).toContain('https://leads.example/mcp')
    expect(html).toContain('Authorization: Bearer fl_live_...')
  })

  it('starts the stdio server silently (npm’s banner would corrupt stdout) with its key and URL', () => {
    const config = html.slice(html.lastIndexOf('<code>') + 6, html.lastIndexOf('</code>'))
    const parsed = JSON.parse(config.replaceAll('&quot;', '"'))
    expect(parsed.mcpServers['foreclosure-leads']).toEqual({
      command: 'npm',
      args: ['run', '--silent', '--prefix', '/path/to/foreclosure-leads', 'mcp'],
      env: { MCP_API_KEY: 'fl_live_...', MCP_URL: 'https://leads.example/mcp' },
    })
  })
})
