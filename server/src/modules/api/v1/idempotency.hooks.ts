/**
 * Idempotency-Key on every /api/v1 POST (docs/decisions/0033-public-api.md), per API key: the
 * first request claims the key with its fingerprint and its answer (2xx or 4xx) is stored; the
 * same key with the same request replays that answer (`Idempotent-Replayed: true`) without
 * running anything; with another request it is a 422; while the first still runs, a 409 with
 * Retry-After (the caller retries and then gets the replay). A 5xx answer is not stored, so a
 * retry runs again. Without the header a POST simply runs.
 */
import { API_LIMITS } from '@common/api-access'
import { API_KEY_MESSAGES } from '@common/contracts/api-keys'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../../../db/client'
import { AppError } from '../../../http/app-error'
import {
  claimIdempotency,
  findIdempotency,
  finishIdempotency,
  releaseIdempotency,
} from './idempotency.queries'
import { canonicalJson, requestFingerprint } from './request-fingerprint'

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key behind a /api/v1 request (set by authentication). */
    apiKey: { id: string; scopes: readonly string[] } | null
    /** The Idempotency-Key claim this request holds, to store its answer in onSend. */
    idempotencyClaim: string | null
  }
}

const KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${API_LIMITS.idempotencyKeyLength}}$`)
const REPLAYED_HEADER = 'idempotent-replayed'

/** The request's Idempotency-Key, null without one; 400 when it is malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key']
  if (value === undefined) return null
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw AppError.badRequest('VALIDATION_FAILED', API_KEY_MESSAGES.badIdempotencyKey, {
      fields: [{ path: 'Idempotency-Key', message: API_KEY_MESSAGES.badIdempotencyKey }],
    })
  }
  return value
}

/** An answer stored for an Idempotency-Key: what is replayed for the same request. */
export interface IdempotentAnswer {
  status: number
  contentType: string | null
  body: string
}

/**
 * Claims `idempotencyKey` of an API key for the request of `fingerprint`, whatever carries it (a
 * /api/v1 request, an MCP tool call): `{ claim }` to run it (its answer is then stored with
 * finishIdempotentCall), or `{ stored }`, the answer to replay. Throws 422 for another request,
 * 409 (Retry-After 1) while the first still runs.
 */
export async function claimIdempotentCall(
  db: Db,
  options: { apiKeyId: string; idempotencyKey: string; fingerprint: string },
): Promise<{ claim: string } | { stored: IdempotentAnswer }> {
  const claim = await claimIdempotency(db, options)
  if (claim) return { claim }
  const stored = await findIdempotency(db, options)
  if (!stored) {
    // The row went between the two statements (purged or released): claim again once.
    const retried = await claimIdempotency(db, options)
    if (!retried) throw inUse()
    return { claim: retried }
  }
  if (stored.fingerprint !== options.fingerprint) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', API_KEY_MESSAGES.idempotencyKeyReused, 422)
  }
  if (stored.responseStatus === null) throw inUse()
  return {
    stored: {
      status: stored.responseStatus,
      contentType: stored.responseContentType,
      body: stored.responseBody ?? '',
    },
  }
}

/** Stores the answer of a claimed call, or releases the claim (null: a 5xx, so a retry runs). */
export async function finishIdempotentCall(
  db: Db,
  claim: string,
  answer: IdempotentAnswer | null,
): Promise<void> {
  if (answer) await finishIdempotency(db, claim, answer)
  else await releaseIdempotency(db, claim)
}

/**
 * Claims the request's Idempotency-Key with `fingerprint`. True: run the request (its answer is
 * stored when sent). False: a stored answer was sent instead. Throws 422 / 409 as above.
 */
export async function beginIdempotentRequest(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  fingerprint: string,
): Promise<boolean> {
  const idempotencyKey = idempotencyKeyOf(request)
  const apiKeyId = request.apiKey?.id
  if (!idempotencyKey || !apiKeyId) return true
  const outcome = await claimIdempotentCall(db, { apiKeyId, idempotencyKey, fingerprint })
  if ('claim' in outcome) {
    request.idempotencyClaim = outcome.claim
    return true
  }
  const { stored } = outcome
  reply
    .code(stored.status)
    .header(REPLAYED_HEADER, 'true')
    .header('content-type', stored.contentType ?? 'application/json; charset=utf-8')
    .send(stored.body)
  return false
}

function inUse(): AppError {
  const error = AppError.conflict('IDEMPOTENCY_KEY_IN_USE', API_KEY_MESSAGES.idempotencyKeyInUse)
  error.retryAfterSeconds = 1
  return error
}

/** The fingerprint of a request whose body Fastify parsed (JSON). */
function parsedBodyFingerprint(request: FastifyRequest): string {
  return requestFingerprint(request.method, request.url, canonicalJson(request.body ?? null))
}

/** Registers the claim (POSTs with a parsed body) and the storing of answers in a v1 scope. */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotencyClaim', null)
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.config.idempotency === 'handler') return
    const run = await beginIdempotentRequest(db, request, reply, parsedBodyFingerprint(request))
    if (!run) return reply
  })
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim
    if (!claim) return payload
    request.idempotencyClaim = null
    const storable = typeof payload === 'string' || Buffer.isBuffer(payload)
    if (reply.statusCode >= 500 || !storable) {
      await finishIdempotentCall(db, claim, null)
      return payload
    }
    const contentType = reply.getHeader('content-type')
    await finishIdempotentCall(db, claim, {
      status: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : null,
      body: payload.toString(),
    })
    return payload
  })
}
