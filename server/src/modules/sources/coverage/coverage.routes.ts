/** GET /api/coverage and GET /api/coverage/zip: public; GET /api/coverage/searched: the user's own. */
import {
  coverageResponse,
  searchedCoverageResponse,
  zipCoverageQuery,
  zipCoverageResponse,
} from '@common/contracts/coverage'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../../db/client'
import { requireUser } from '../../accounts'
import { getCoverage, getZipCoverage } from './coverage.service'
import { getSearchedCoverage } from './searched-coverage.service'

export function coverageRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/coverage',
      { schema: { response: { 200: coverageResponse } } },
      async (_request, reply) => {
        // The same for everyone and changed only by ingestion: shared caches may keep it a while.
        reply.header('cache-control', 'public, max-age=300')
        return getCoverage(deps.db)
      },
    )
    app.get(
      '/api/coverage/zip',
      { schema: { querystring: zipCoverageQuery, response: { 200: zipCoverageResponse } } },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=300')
        return getZipCoverage(deps.db, request.query.state, request.query.zip)
      },
    )
    app.get(
      '/api/coverage/searched',
      { onRequest: requireUser, schema: { response: { 200: searchedCoverageResponse } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        return getSearchedCoverage(deps.db, request.user.id)
      },
    )
  }
}
