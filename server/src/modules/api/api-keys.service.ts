/**
 * API keys (docs/decisions/0033-public-api.md): created on Elite with a name and scopes (the key
 * is answered once, only its hash is kept), listed with their use, revoked; and the lookup a
 * /api/v1 request makes with its bearer key. Every statement names the owner's id.
 */
import { API_LIMITS, type ApiScope } from '@common/api-access'
import { API_KEY_MESSAGES, type ApiKeyView } from '@common/contracts/api-keys'
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type ApiKey, apiKeys, type SessionUser } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { findUserById } from '../accounts'
import { generateApiKey, hashApiKey, looksLikeApiKey } from './api-key-secret'
import { assertApiInPlan } from './api-plan'
import { quotaDay, usedToday } from './api-usage'

function toView(key: ApiKey, used: number, dailyQuota: number): ApiKeyView {
  return {
    id: key.id,
    name: key.name,
    scopes: key.scopes as ApiScope[],
    prefix: key.prefix,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    quota: { used, limit: dailyQuota, resetsAt: quotaDay().resetsAt.toISOString() },
  }
}

/**
 * A new key for an Elite user. The user's keys are locked (an advisory lock) for the count and
 * the insert, so two parallel requests cannot both take the last of API_LIMITS.keysPerUser.
 */
export async function createApiKey(
  db: Db,
  options: { user: SessionUser; name: string; scopes: readonly ApiScope[]; dailyQuota: number },
): Promise<{ id: string; key: string; apiKey: ApiKeyView }> {
  assertApiInPlan(options.user)
  const secret = generateApiKey()
  const row = await db.transaction(async (tx) => {
    // Serialised per user (the count and the insert below): the key of this user's API keys.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-keys:${options.user.id}`}))`)
    const [live] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, options.user.id), isNull(apiKeys.revokedAt)))
    if ((live?.n ?? 0) >= API_LIMITS.keysPerUser) {
      throw AppError.conflict('TOO_MANY_API_KEYS', API_KEY_MESSAGES.tooMany(API_LIMITS.keysPerUser))
    }
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        userId: options.user.id,
        name: options.name,
        keyHash: secret.hash,
        prefix: secret.prefix,
        scopes: [...options.scopes],
      })
      .returning()
    if (!inserted) throw new Error('createApiKey: no row returned')
    return inserted
  })
  return { id: row.id, key: secret.key, apiKey: toView(row, 0, options.dailyQuota) }
}

/** The user's live keys, oldest first, with today's use of each. */
export async function listApiKeys(
  db: Db,
  options: { userId: string; dailyQuota: number },
): Promise<ApiKeyView[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, options.userId), isNull(apiKeys.revokedAt)))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id))
  const used = await usedToday(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toView(row, used.get(row.id) ?? 0, options.dailyQuota))
}

/** Revokes the owner's key at once (its next request is a 401); 404 when it is not theirs. */
export async function revokeApiKey(db: Db, options: { userId: string; id: string }): Promise<void> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, options.id),
        eq(apiKeys.userId, options.userId),
        isNull(apiKeys.revokedAt),
      ),
    )
    .returning({ id: apiKeys.id })
  if (revoked.length === 0) throw AppError.notFound('API_KEY_NOT_FOUND', API_KEY_MESSAGES.notFound)
}

export interface AuthenticatedKey {
  key: { id: string; scopes: readonly ApiScope[] }
  user: SessionUser
}

/**
 * The live key a bearer token names and its owner, marking the key used now; null for anything
 * else (malformed, unknown, revoked).
 */
export async function authenticateApiKey(db: Db, token: string): Promise<AuthenticatedKey | null> {
  if (!looksLikeApiKey(token)) return null
  const [key] = await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiKeys.keyHash, hashApiKey(token)), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, userId: apiKeys.userId, scopes: apiKeys.scopes })
  if (!key) return null
  const user = await findUserById(db, key.userId)
  if (!user) return null
  return { key: { id: key.id, scopes: key.scopes as ApiScope[] }, user }
}
