/**
 * Contracts of the API keys in settings (docs/decisions/0033-public-api.md): create one (its key
 * is answered once), list them with their use, revoke one.
 */
import { z } from 'zod'
import { API_LIMITS, API_SCOPES } from '../api-access'
import { idParams } from './fields'

export const API_KEY_MESSAGES = {
  notInPlan:
    'The API is part of the Elite plan. Upgrade to Elite to create API keys and call /api/v1.',
  notFound: 'API key not found',
  tooMany: (limit: number) =>
    `You can have at most ${limit} API keys. Revoke one you no longer use, then create a new one.`,
  invalidKey:
    'Send a valid API key as "Authorization: Bearer fl_live_...". Keys are created in Settings > API keys; a revoked key no longer works.',
  missingScope: (scope: string) =>
    `This API key lacks the "${scope}" scope. Create a key with that scope in Settings > API keys.`,
  rateLimited: 'Too many requests with this API key. Wait for the time Retry-After gives.',
  quotaUsed: (limit: number) =>
    `This API key has made its ${limit} requests for today (UTC). The quota resets at midnight UTC.`,
  idempotencyKeyReused:
    'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
  idempotencyKeyInUse:
    'A request with this Idempotency-Key is still running. Retry after it finishes to get its answer.',
  badIdempotencyKey: `Idempotency-Key must be 1 to ${API_LIMITS.idempotencyKeyLength} visible ASCII characters.`,
} as const

const apiScope = z.enum(API_SCOPES, {
  error: `Each scope must be one of: ${API_SCOPES.join(', ')}`,
})

export const createApiKeyRequest = z.strictObject(
  {
    name: z
      .string({ error: 'Give the key a name' })
      .trim()
      .min(1, 'Give the key a name')
      .max(API_LIMITS.nameLength, `The name must be at most ${API_LIMITS.nameLength} characters`),
    scopes: z
      .array(apiScope, { error: 'Send scopes as a list' })
      .min(1, 'Choose at least one scope')
      .transform((scopes) => [...new Set(scopes)]),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field ${issue.keys.join(', ')}: send { name, scopes } only`
        : 'Send { name, scopes }',
  },
)
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequest>

const apiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(apiScope),
  /** The key's first characters, to tell keys apart (the rest is never shown again). */
  prefix: z.string(),
  createdAt: z.string(),
  /** The last request made with it (ISO 8601), or null. */
  lastUsedAt: z.string().nullable(),
  /** Requests made with it today (UTC) against its daily quota. */
  quota: z.object({ used: z.number().int(), limit: z.number().int(), resetsAt: z.string() }),
})
export type ApiKeyView = z.infer<typeof apiKeyView>

/** The new key: `key` is answered here once and never again (only its hash is stored). */
export const createApiKeyResponse = z.object({
  id: z.string(),
  key: z.string(),
  apiKey: apiKeyView,
})
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponse>

export const listApiKeysResponse = z.object({
  keys: z.array(apiKeyView),
  /** Whether the user's plan includes the API (Elite). */
  inPlan: z.boolean(),
  rateLimitPerMinute: z.number().int(),
  dailyQuota: z.number().int(),
  docsUrl: z.string(),
})
export type ListApiKeysResponse = z.infer<typeof listApiKeysResponse>

export const apiKeyIdParams = idParams('API key')
export const revokeApiKeyResponse = z.object({ success: z.literal(true) })
