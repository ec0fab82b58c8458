/**
 * The public API's routes (Elite, docs/decisions/0033), registered by buildApp (app.ts): the API
 * keys in settings, and /api/v1 with its OpenAPI reference, both held to the same limits.
 */
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'
import { apiKeysRoutes, publicApiRoutes, type V1Deps } from '../modules/api'

export async function registerPublicApiRoutes(
  app: FastifyInstance,
  options: Omit<V1Deps, 'uploadMaxBytes' | 'searchRateLimitPerMinute' | 'limits'> & {
    config: Pick<
      Config,
      | 'API_RATE_LIMIT_PER_MINUTE'
      | 'API_DAILY_QUOTA'
      | 'UPLOAD_MAX_BYTES'
      | 'SEARCH_RATE_LIMIT_PER_MINUTE'
      | 'PUBLIC_URL'
    >
  },
): Promise<void> {
  const { config, ...deps } = options
  const apiLimits = {
    perMinute: config.API_RATE_LIMIT_PER_MINUTE,
    perDay: config.API_DAILY_QUOTA,
  }
  await app.register(apiKeysRoutes({ db: deps.db, limits: apiLimits }))
  await app.register(
    publicApiRoutes({
      ...deps,
      uploadMaxBytes: config.UPLOAD_MAX_BYTES,
      searchRateLimitPerMinute: config.SEARCH_RATE_LIMIT_PER_MINUTE,
      limits: apiLimits,
      publicUrl: config.PUBLIC_URL,
    }),
  )
}
