/**
 * The public API module's face (docs/decisions/0033-public-api.md): the API keys' settings routes
 * and the /api/v1 plugin (its resources call the records, leads and documents modules' faces), and
 * the purge of expired Idempotency-Key answers.
 */
export { apiKeysForExport } from './account-export.queries'
export { apiKeysRoutes } from './api-keys.routes'
export { buildOpenApiDocument } from './v1/openapi-standalone'
export { purgeApiIdempotencyJob } from './v1/purge-idempotency.job'
export { publicApiRoutes } from './v1/v1.plugin'
export type { V1Deps } from './v1/v1-resource'
