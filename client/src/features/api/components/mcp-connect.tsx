/**
 * Settings > API keys: how to connect an AI assistant to the MCP server (docs/decisions/0073):
 * the /mcp address with the key as a bearer header (Streamable HTTP), or `npm run mcp` for an
 * assistant that starts a local command (stdio). A tool call counts as one API request.
 */
const TOOLS =
  'search_records, list_leads, get_lead, update_lead, list_alerts, create_alert, get_document'

function desktopConfig(mcpUrl: string): string {
  return JSON.stringify(
    {
      mcpServers: {
        'foreclosure-leads': {
          command: 'npm',
          args: ['run', '--silent', '--prefix', '/path/to/foreclosure-leads', 'mcp'],
          env: { MCP_API_KEY: 'fl_live_...', MCP_URL: mcpUrl },
        },
      },
    },
    null,
    2,
  )
}

/** `origin`: the app's own address, where /mcp is served. */
export function McpConnectInstructions({ origin }: { origin: string }) {
  const mcpUrl = `${origin}/mcp`
  return (
    <details className="rounded-lg border p-3 text-sm" data-testid="mcp-connect">
      <summary className="cursor-pointer font-medium">Connect an AI assistant (MCP)</summary>
      <div className="mt-2 grid gap-2 text-muted-foreground text-xs">
        <p>
          Assistants that speak the Model Context Protocol (Claude, ChatGPT, Copilot...) can search
          records and work your leads with an API key: its scopes decide which tools work, and each
          tool call counts as one API request of the key. Tools: {TOOLS}.
        </p>
        <p>
          Streamable HTTP: the address <code className="font-mono">{mcpUrl}</code> with the header{' '}
          <code className="font-mono">Authorization: Bearer fl_live_...</code>. For Claude Code:
        </p>
        <pre className="overflow-x-auto rounded bg-muted p-3 font-mono text-foreground">
          <code>{`claude mcp add --transport http foreclosure-leads ${mcpUrl} --header "Authorization: Bearer fl_live_..."`}</code>
        </pre>
        <p>
          An assistant that starts a local command (stdio, e.g. Claude Desktop's
          claude_desktop_config.json) runs <code className="font-mono">npm run --silent mcp</code>{' '}
          in a copy of this app's repository, which relays to the address above:
        </p>
        <pre className="overflow-x-auto rounded bg-muted p-3 font-mono text-foreground">
          <code>{desktopConfig(mcpUrl)}</code>
        </pre>
      </div>
    </details>
  )
}
