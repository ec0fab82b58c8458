/**
 * The documents tool, as GET /api/v1/documents/{id} runs it: an upload with its extracted fields
 * and, per field, the evidence (confidence, the text it was read from, where on which page, who
 * gave the value), or a saved public record.
 */
import { documentIdParams, getDocumentResponse } from '@common/contracts/documents'
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { getDocument } from '../documents'
import { type McpCaller, type McpDeps, runToolCall } from './tool-call'

export function registerDocumentsTools(server: McpServer, deps: McpDeps, caller: McpCaller): void {
  server.registerTool(
    'get_document',
    {
      title: 'Read a document’s extracted fields',
      description:
        'One document: its processing status, the fields extracted from it (defendant, plaintiff, address, case number, court, amount, dates...) and, in evidence, per field the confidence, the snippet it was read from, its page and boxes, and whether it was corrected. Needs the documents:read scope.',
      inputSchema: documentIdParams,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ id }) =>
      runToolCall(deps, caller, {
        scopes: ['documents:read'],
        run: async (user) =>
          JSON.stringify(getDocumentResponse.parse(await getDocument(deps.db, { user, id }))),
      }),
  )
}
