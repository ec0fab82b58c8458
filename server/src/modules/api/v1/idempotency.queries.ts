/**
 * Idempotency-Key rows (api_idempotency_keys): claimed by the first request in one statement
 * (the unique key makes a parallel request find the claim), finished with the answer to replay,
 * or released when the request failed on our side so that a retry runs again.
 */
import { API_LIMITS } from '@common/api-access'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { apiIdempotencyKeys } from '../../../db/schema'

/** How long a claim holds before another request may take over (a process died mid-request). */
const CLAIM_SECONDS = 300

export type StoredIdempotency = typeof apiIdempotencyKeys.$inferSelect

/**
 * Claims the key for this request: a new row, or one whose answer is older than
 * API_LIMITS.idempotencyHours, or a same-request claim whose holder died. The claim's id, or null
 * when another row stands (read it with findIdempotency).
 */
export async function claimIdempotency(
  db: Db,
  options: { apiKeyId: string; idempotencyKey: string; fingerprint: string },
): Promise<string | null> {
  const hours = API_LIMITS.idempotencyHours
  const result = await db.execute<{ id: string }>(sql`
    insert into api_idempotency_keys as k (api_key_id, idempotency_key, fingerprint, locked_until)
    values (${options.apiKeyId}::uuid, ${options.idempotencyKey}, ${options.fingerprint},
            now() + make_interval(secs => ${CLAIM_SECONDS}))
    on conflict (api_key_id, idempotency_key) do update set
      fingerprint = excluded.fingerprint, locked_until = excluded.locked_until,
      response_status = null, response_content_type = null, response_body = null,
      created_at = now()
    where k.created_at < now() - make_interval(hours => ${hours})
       or (k.response_status is null and k.locked_until < now() and k.fingerprint = excluded.fingerprint)
    returning k.id`)
  return result.rows[0]?.id ?? null
}

export async function findIdempotency(
  db: Db,
  options: { apiKeyId: string; idempotencyKey: string },
): Promise<StoredIdempotency | null> {
  const [row] = await db
    .select()
    .from(apiIdempotencyKeys)
    .where(
      and(
        eq(apiIdempotencyKeys.apiKeyId, options.apiKeyId),
        eq(apiIdempotencyKeys.idempotencyKey, options.idempotencyKey),
      ),
    )
  return row ?? null
}

export async function finishIdempotency(
  db: Db,
  id: string,
  answer: { status: number; contentType: string | null; body: string },
): Promise<void> {
  await db
    .update(apiIdempotencyKeys)
    .set({
      responseStatus: answer.status,
      responseContentType: answer.contentType,
      responseBody: answer.body,
    })
    .where(eq(apiIdempotencyKeys.id, id))
}

export async function releaseIdempotency(db: Db, id: string): Promise<void> {
  await db.delete(apiIdempotencyKeys).where(eq(apiIdempotencyKeys.id, id))
}

/** Forgets answers past their replay time (the purge job). */
export async function purgeExpiredIdempotency(db: Db): Promise<number> {
  const result = await db.execute(sql`
    delete from api_idempotency_keys
    where created_at < now() - make_interval(hours => ${API_LIMITS.idempotencyHours})`)
  return result.rowCount ?? 0
}
