/**
 * The guard a statement runs when it acts on a hinted session (session-hints.ts): true only if
 * the session row still exists, has not expired, and its user still has the hinted id, plan,
 * status and end date, the fields the caller chose its statement by. Written with placeholders
 * for a statement compiled once (db/prepared-query.ts); sessionGuardValues fills them.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { SessionHint } from './session-hints'

const slot = (name: string) => sql.placeholder(name).getSQL()

export function sessionGuardSql(): SQL {
  return sql`exists (select 1 from sessions s join users u on u.id = s.user_id
      where s.sid = ${slot('guard_sid')}::text and s.expire > ${slot('guard_now')}::timestamptz
        and u.id = ${slot('guard_user_id')}::uuid
        and u.subscription_tier = ${slot('guard_tier')}::text
        and u.subscription_status = ${slot('guard_status')}::text
        and date_trunc('milliseconds', u.subscription_ends_at) is not distinct from ${slot('guard_ends_at')}::timestamptz)`
}

export function sessionGuardValues(hint: SessionHint, now: Date): Record<string, unknown> {
  const { user } = hint
  return {
    guard_sid: hint.sid,
    guard_now: now.toISOString(),
    guard_user_id: user.id,
    guard_tier: user.subscriptionTier,
    guard_status: user.subscriptionStatus,
    guard_ends_at: user.subscriptionEndsAt?.toISOString() ?? null,
  }
}
