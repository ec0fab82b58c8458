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
import { listRecentSearches } from './search-history.service'
import { openSavedSearch } from './search-replay.service'

/**
 * The search reply is serialised without re-validating it: runSearch builds it to the contract's
 * type and presentResult leaves a masked result's hidden keys out by construction, and zod's
 * check of 50 results on every reply cost about 0.16 ms of CPU a search. The tests check every
 * reply they get against the contract (search.routes.test.ts), extra keys included.
 */
const stringifyReply = () => (data: unknown) => JSON.stringify(data)

export function searchRoutes(deps: { db: Db; rateLimitPerMinute: number }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/public-records/search',
      {
        onRequest: requireUser,
        schema: {
          body: publicRecordsSearchRequest,
          response: { 200: publicRecordsSearchResponse },
        },
        serializerCompiler: stringifyReply,
      },
      async (request) =>
        runSearch(deps.db, request.user, request.body, {
          rateLimitPerMinute: deps.rateLimitPerMinute,
        }),
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
        return openSavedSearch(deps.db, request.user, request.params.id)
      },
    )
  }
}
