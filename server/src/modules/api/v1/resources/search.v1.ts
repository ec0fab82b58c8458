/**
 * POST /api/v1/search: a public-records search, exactly as the web app's (records' runSearch: the
 * same entitlements, usage, rate limit and masking), with the same request and reply contracts.
 */
import {
  type PublicRecordsSearchResponse,
  publicRecordsSearchParams,
  publicRecordsSearchRequest,
  publicRecordsSearchResponse,
} from '@common/contracts/records'
import { openSavedSearch, runSearch } from '../../../records'
import type { V1Resource } from '../v1-resource'

/** runSearch writes its reply as JSON text (records' search.routes.ts says why). */
const asWritten = () => (data: unknown) => (typeof data === 'string' ? data : JSON.stringify(data))

export const searchResource: V1Resource = {
  name: 'Search',
  description: 'Public-records searches by state and ZIP, with your plan’s entitlements.',
  routes: (deps) => async (app) => {
    app.post(
      '/api/v1/search',
      {
        config: { scopes: ['records:read'] },
        schema: {
          operationId: 'searchRecords',
          summary: 'Search public records',
          description:
            'Counts as a search of your plan, as in the app. Results of generated sample data are marked `isSample`.',
          tags: ['Search'],
          body: publicRecordsSearchRequest,
          response: { 200: publicRecordsSearchResponse },
        },
        serializerCompiler: asWritten,
      },
      async (request, reply) => {
        const json = await runSearch(deps.db, request.user, request.body, {
          rateLimitPerMinute: deps.searchRateLimitPerMinute,
          readEquity: deps.readEquity,
        })
        // The contract's JSON already (asWritten sends it as it is); typed as the contract.
        return reply
          .type('application/json; charset=utf-8')
          .send(json as unknown as PublicRecordsSearchResponse)
      },
    )

    app.get(
      '/api/v1/searches/:id',
      {
        config: { scopes: ['records:read'] },
        schema: {
          operationId: 'getSearch',
          summary: 'Open one of your searches again',
          description: 'Does not spend a search.',
          tags: ['Search'],
          params: publicRecordsSearchParams,
          response: { 200: publicRecordsSearchResponse },
        },
        serializerCompiler: asWritten,
      },
      async (request) => openSavedSearch(deps.db, request.user, request.params.id, deps.readEquity),
    )
  },
}
