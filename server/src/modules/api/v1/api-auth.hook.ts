/**
 * Authentication of /api/v1 (docs/decisions/0033-public-api.md): `Authorization: Bearer <key>`
 * only; cookies are never read here (a session is no credential for the API, so the API cannot be
 * driven from another site through a signed-in browser). In order: a live key (401), its owner's
 * plan now (403: a key made on Elite stops working after a downgrade), the request counted against
 * the key's minute and day (429), then the route's scopes (403).
 */
import { API_KEY_MESSAGES } from '@common/contracts/api-keys'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../../../db/client'
import { AppError } from '../../../http/app-error'
import { authenticateApiKey } from '../api-keys.service'
import { assertApiInPlan } from '../api-plan'
import { type ApiLimits, spendApiRequest } from '../api-usage'

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i

function invalidKey(reply: FastifyReply): AppError {
  reply.header('www-authenticate', 'Bearer realm="api", error="invalid_token"')
  return new AppError('INVALID_API_KEY', API_KEY_MESSAGES.invalidKey, 401)
}

/** The onRequest hook of every authenticated /api/v1 route. */
export function authenticateApiRequest(deps: { db: Db; limits: ApiLimits }) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1]
    if (!token) throw invalidKey(reply)
    const found = await authenticateApiKey(deps.db, token)
    if (!found) throw invalidKey(reply)
    assertApiInPlan(found.user)
    await spendApiRequest(deps.db, reply, found.key.id, deps.limits)
    const missing = (request.routeOptions.config.scopes ?? []).find(
      (scope) => !found.key.scopes.includes(scope),
    )
    if (missing) {
      throw AppError.forbidden('API_SCOPE_MISSING', API_KEY_MESSAGES.missingScope(missing), {
        requiredScope: missing,
      })
    }
    request.user = found.user
    request.apiKey = found.key
  }
}
