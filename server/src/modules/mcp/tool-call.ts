/**
 * How one MCP tool call is held to /api/v1's rules (docs/decisions/0073): the caller's key is
 * admitted (live, its owner on a plan with the API), the call is charged as one /api/v1 request
 * against the key's minute and day and checked for the tool's scopes, in that order, as the v1
 * hook does; a tool that mirrors a v1 POST shares its Idempotency-Key answers (same fingerprint:
 * the v1 method, path and body). What the tool runs answers the v1 contract's JSON text, so a
 * result carries exactly what the v1 route would send. Refusals are tool errors (`isError`) with
 * the app's code and message.
 */
import { API_LIMITS, type ApiScope } from '@common/api-access'
import { API_KEY_MESSAGES } from '@common/contracts/api-keys'
import type { ErrorBody } from '@common/errors'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../http/app-error'
import {
  type ApiLimits,
  type AuthenticatedKey,
  canonicalJson,
  chargeApiRequest,
  claimIdempotentCall,
  finishIdempotentCall,
  type IdempotentAnswer,
  type QuotaHeaders,
  requestFingerprint,
} from '../api'
import type { LeadContactsReader, LeadUrgencyDeps } from '../leads'
import type { PropertyEquityReader } from '../records'

/** Who is calling: the admitted key (HTTP: this request's; stdio: looked up again per call). */
export interface McpCaller {
  admit(): Promise<AuthenticatedKey>
  /** Where a call's X-RateLimit-* headers go (HTTP: the response; stdio: nowhere). */
  headers: QuotaHeaders
}

/** What the tools use: the v1 resources' dependencies they need, and a log for failures. */
export interface McpDeps {
  db: Db
  limits: ApiLimits
  log: FastifyBaseLogger
  /** The web search's per-user limit: a search through MCP spends it too, as through v1. */
  searchRateLimitPerMinute: number
  readEquity: PropertyEquityReader
  contactsForLead?: LeadContactsReader
  /** The leads' reachability and urgency refresh (leads' deps, 0085), as the app's list has. */
  urgency?: LeadUrgencyDeps
}

/** The v1 POST a tool mirrors: its Idempotency-Key answers are that request's. */
interface IdempotentAs {
  path: string
  body: unknown
  key: string | undefined
  /** The v1 route's success status (201 for a created alert). */
  status: number
}

export interface ToolCall {
  scopes: readonly ApiScope[]
  idempotentAs?: IdempotentAs
  /** The v1 route's answer as JSON text (its response contract applied). */
  run(user: SessionUser): Promise<string>
}

/** The Idempotency-Key of a tool that mirrors a v1 POST: the header's rules, as an argument. */
export const idempotencyKeyArgument = z
  .string({ error: API_KEY_MESSAGES.badIdempotencyKey })
  .regex(/^[\x21-\x7e]+$/, API_KEY_MESSAGES.badIdempotencyKey)
  .max(API_LIMITS.idempotencyKeyLength, API_KEY_MESSAGES.badIdempotencyKey)
  .optional()
  .describe(
    'Optional. The same key with the same arguments within 24 hours answers the first result again instead of running twice (as the Idempotency-Key header of /api/v1).',
  )

const JSON_TYPE = 'application/json; charset=utf-8'
const INTERNAL: ErrorBody = {
  code: 'INTERNAL',
  message: 'Something went wrong on our side. Please try again.',
}

function success(json: string, replayed: boolean): CallToolResult {
  return {
    content: [{ type: 'text', text: json }],
    structuredContent: JSON.parse(json) as Record<string, unknown>,
    ...(replayed ? { _meta: { idempotentReplayed: true } } : {}),
  }
}

function failure(body: ErrorBody & Record<string, unknown>, replayed = false): CallToolResult {
  return {
    isError: true,
    content: [{ type: 'text', text: `${body.code}: ${body.message}` }],
    structuredContent: body,
    ...(replayed ? { _meta: { idempotentReplayed: true } } : {}),
  }
}

function errorBody(error: AppError): ErrorBody & Record<string, unknown> {
  return {
    ...error.extra,
    code: error.code,
    message: error.message,
    ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
  }
}

/** A stored answer (of an MCP call or of the v1 request itself) as the tool's result. */
function replay(stored: IdempotentAnswer): CallToolResult {
  if (stored.status < 400) return success(stored.body || '{}', true)
  return failure(JSON.parse(stored.body) as ErrorBody, true)
}

/** Runs one tool call under the v1 rules; never throws (every refusal is a tool error). */
export async function runToolCall(
  deps: McpDeps,
  caller: McpCaller,
  call: ToolCall,
): Promise<CallToolResult> {
  let claim: string | null = null
  try {
    const found = await caller.admit()
    await chargeApiRequest(deps, found.key, call.scopes, caller.headers)
    const idempotent = call.idempotentAs
    if (idempotent?.key) {
      const fingerprint = requestFingerprint(
        'POST',
        idempotent.path,
        canonicalJson(idempotent.body),
      )
      const outcome = await claimIdempotentCall(deps.db, {
        apiKeyId: found.key.id,
        idempotencyKey: idempotent.key,
        fingerprint,
      })
      if ('stored' in outcome) return replay(outcome.stored)
      claim = outcome.claim
    }
    const json = await call.run(found.user)
    if (claim) {
      await finishIdempotentCall(deps.db, claim, {
        status: idempotent?.status ?? 200,
        contentType: JSON_TYPE,
        body: json,
      })
    }
    return success(json, false)
  } catch (error) {
    if (error instanceof AppError) {
      const body = errorBody(error)
      // A 4xx answer is stored as v1 stores it (the same request gets the same refusal).
      if (claim) {
        await finishIdempotentCall(
          deps.db,
          claim,
          error.status >= 500
            ? null
            : {
                status: error.status,
                contentType: JSON_TYPE,
                body: JSON.stringify({ ...error.extra, code: error.code, message: error.message }),
              },
        )
      }
      return failure(body)
    }
    deps.log.error({ err: error }, 'MCP tool call failed')
    if (claim) await finishIdempotentCall(deps.db, claim, null).catch(() => undefined)
    return failure(INTERNAL)
  }
}
