/**
 * POST /api/public-records/search and GET /api/public-records/searches (spec section 7), and
 * GET /api/public-records/searches/:id, which opens a saved search again without spending one.
 */
import {
  publicRecordsSearchesResponse,
  publicRecordsSearchParams,
  publicRecordsSearchRequest,
  publicRecordsSearchResponse,
} from '@common/contracts/records'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client'
import { requireUser } from '../accounts'
import { runSearch } from './search.service'
import type { PropertyEquityReader } from './search-equity'
import { listRecentSearches } from './search-history.service'
import { openSavedSearch } from './search-replay.service'

/**
 * The replies are serialised without re-validating them: runSearch writes its reply as JSON text
 * (the results array built by PostgreSQL where the search is one statement, search-result-json.ts),
 * openSavedSearch builds its reply to the contract's type, and presentResult leaves a masked
 * result's hidden keys out by construction; zod's check of 50 results on every reply cost about
 * 0.16 ms of CPU a search. The tests check every reply they get against the contract, extra keys
 * included (search.routes.test.ts, search-replay.routes.test.ts).
 */
const stringifyReply = () => (data: unknown) => JSON.stringify(data)

export function searchRoutes(deps: {
  db: Db
  rateLimitPerMinute: number
  /** The shared property figures for searches filtered by equity (composition root). */
  readEquity: PropertyEquityReader
}): FastifyPluginAsyncZod {
  return async (app) => {
    // 200: publicRecordsSearchResponse, sent as the JSON text runSearch wrote.
    const options = { rateLimitPerMinute: deps.rateLimitPerMinute, readEquity: deps.readEquity }
    app.post(
      '/api/public-records/search',
      { onRequest: requireUser, schema: { body: publicRecordsSearchRequest } },
      async (request, reply) => {
        const json = await runSearch(deps.db, request.user, request.body, options)
        return reply.type('application/json; charset=utf-8').send(json)
      },
    )

    app.get(
      '/api/public-records/searches',
      { onRequest: requireUser, schema: { response: { 200: publicRecordsSearchesResponse } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        return listRecentSearches(deps.db, request.user.id)
      },
    )

    app.get(
      '/api/public-records/searches/:id',
      {
        onRequest: requireUser,
        schema: {
          params: publicRecordsSearchParams,
          response: { 200: publicRecordsSearchResponse },
        },
        serializerCompiler: stringifyReply,
      },
      async (request, reply) => {
        // What it reveals depends on the plan at this moment (and Basic's views): never cached.
        reply.header('cache-control', 'no-store')
        return openSavedSearch(deps.db, request.user, request.params.id, deps.readEquity)
      },
    )
  }
}
