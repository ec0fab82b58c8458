/**
 * Authentication of /api/v1 (docs/decisions/0033-public-api.md): `Authorization: Bearer <key>`
 * only; cookies are never read here (a session is no credential for the API, so the API cannot be
 * driven from another site through a signed-in browser). In order: a live key (401), its owner's
 * plan now (403: a key made on Elite stops working after a downgrade), the request counted against
 * the key's minute and day (429), then the route's scopes (403).
 */
import type { ApiScope } from '@common/api-access'
import { API_KEY_MESSAGES } from '@common/contracts/api-keys'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../../../db/client'
import { AppError } from '../../../http/app-error'
import { type AuthenticatedKey, authenticateApiKey } from '../api-keys.service'
import { assertApiInPlan } from '../api-plan'
import { type ApiLimits, type QuotaHeaders, spendApiRequest } from '../api-usage'

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i

function invalidKey(headers: QuotaHeaders): AppError {
  headers.header('www-authenticate', 'Bearer realm="api", error="invalid_token"')
  return new AppError('INVALID_API_KEY', API_KEY_MESSAGES.invalidKey, 401)
}

/**
 * The live key an `Authorization: Bearer <key>` value names, its owner on a plan with the API
 * now: 401 INVALID_API_KEY (with WWW-Authenticate), 403 API_NOT_IN_PLAN. The MCP server admits its
 * callers with it too.
 */
export async function admitApiKey(
  db: Db,
  authorization: string | undefined,
  headers: QuotaHeaders,
): Promise<AuthenticatedKey> {
  const token = BEARER.exec(authorization ?? '')?.[1]
  if (!token) throw invalidKey(headers)
  const found = await authenticateApiKey(db, token)
  if (!found) throw invalidKey(headers)
  assertApiInPlan(found.user)
  return found
}

/**
 * One request of an admitted key: counted against its minute and day (429), then refused unless
 * the key has every scope named (403 API_SCOPE_MISSING). An MCP tool call is charged with it.
 */
export async function chargeApiRequest(
  deps: { db: Db; limits: ApiLimits },
  key: AuthenticatedKey['key'],
  scopes: readonly ApiScope[],
  headers: QuotaHeaders,
): Promise<void> {
  await spendApiRequest(deps.db, headers, key.id, deps.limits)
  const missing = scopes.find((scope) => !key.scopes.includes(scope))
  if (missing) {
    throw AppError.forbidden('API_SCOPE_MISSING', API_KEY_MESSAGES.missingScope(missing), {
      requiredScope: missing,
    })
  }
}

/** The onRequest hook of every authenticated /api/v1 route. */
export function authenticateApiRequest(deps: { db: Db; limits: ApiLimits }) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const found = await admitApiKey(deps.db, request.headers.authorization, reply)
    await chargeApiRequest(deps, found.key, request.routeOptions.config.scopes ?? [], reply)
    request.user = found.user
    request.apiKey = found.key
  }
}
