/**
 * The public API (docs/decisions/0033-public-api.md): users' API keys (stored as a SHA-256 hash
 * with a short visible prefix; the key itself is shown once) and the answers stored for
 * Idempotency-Key replays. Request counts live in request_throttles (the throttle module).
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { API_SCOPES } from '../../../../common/api-access'
import { createdAt, parentId, timestamptz, uuidPk } from './columns'
import { userOwned } from './user-owned'

export const apiKeys = pgTable(
  'api_keys',
  {
    ...userOwned(),
    name: text('name').notNull(),
    /** SHA-256 (hex) of the whole key; the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    /** The key's first characters ('fl_live_AbC123'), shown to tell keys apart. */
    prefix: text('prefix').notNull(),
    scopes: text('scopes').array().notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('api_keys_key_hash_unique').on(t.keyHash),
    index('api_keys_user_id_idx').on(t.userId),
    check(
      'api_keys_scopes_check',
      sql`${t.scopes} <@ array[${sql.raw(API_SCOPES.map((s) => `'${s}'`).join(', '))}]::text[]`,
    ),
  ],
)

export type ApiKey = typeof apiKeys.$inferSelect

/**
 * One Idempotency-Key of one API key: the request's fingerprint, and once it finished, the answer
 * to replay. `locked_until` bounds a claim whose process died mid-request.
 */
export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    id: uuidPk(),
    apiKeyId: parentId('api_key_id', () => apiKeys.id),
    idempotencyKey: text('idempotency_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request runs. */
    responseStatus: integer('response_status'),
    responseContentType: text('response_content_type'),
    responseBody: text('response_body'),
    lockedUntil: timestamptz('locked_until').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('api_idempotency_keys_key_unique').on(t.apiKeyId, t.idempotencyKey),
    index('api_idempotency_keys_created_at_idx').on(t.createdAt),
  ],
)
