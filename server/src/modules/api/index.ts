/**
 * The public API module's face (docs/decisions/0033-public-api.md): the API keys' settings routes
 * and the /api/v1 plugin (its resources call the records, leads and documents modules' faces), and
 * the purge of expired Idempotency-Key answers; and what the MCP server (modules/mcp) calls to hold its
 * tool calls to the same keys, scopes, quotas and Idempotency-Key answers as /api/v1 (0073).
 */
export { apiKeysForExport } from './account-export.queries'
export { apiKeysRoutes } from './api-keys.routes'
export type { AuthenticatedKey } from './api-keys.service'
export type { ApiLimits, QuotaHeaders } from './api-usage'
export { admitApiKey, chargeApiRequest } from './v1/api-auth.hook'
export {
  claimIdempotentCall,
  finishIdempotentCall,
  type IdempotentAnswer,
} from './v1/idempotency.hooks'
export { buildOpenApiDocument } from './v1/openapi-standalone'
export { purgeApiIdempotencyJob } from './v1/purge-idempotency.job'
export { canonicalJson, requestFingerprint } from './v1/request-fingerprint'
export { publicApiRoutes } from './v1/v1.plugin'
export type { V1Deps } from './v1/v1-resource'
