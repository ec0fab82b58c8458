/**
 * The outreach module's part of the analytics dashboard (docs/decisions/0034): what the user sent
 * in a date range (campaign e-mails that left, social messages marked sent) and the addresses
 * that unsubscribed from them, and the messages the user marked as replied (0040: the product
 * reads no inbound mail, so a reply is what the user recorded in the outreach log).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

export interface OutreachAnalytics {
  emailsSent: number
  socialSent: number
  replied: number
  unsubscribed: number
}

/** Four counts of this user's own rows, in one statement. */
export async function outreachAnalytics(
  db: Db,
  query: { userId: string; from: string; to: string },
): Promise<OutreachAnalytics> {
  const start = sql`${query.from}::timestamp at time zone 'UTC'`
  const end = sql`(${query.to}::date + 1)::timestamp at time zone 'UTC'`
  const { rows } = await db.execute<{
    emails: number
    social: number
    replied: number
    unsubscribed: number
  }>(sql`select
      (select count(*)::int from email_queue q where q.user_id = ${query.userId}::uuid
         and q.status in ('sent', 'sent_unverified') and q.sent_at >= ${start} and q.sent_at < ${end}) as emails,
      (select count(*)::int from outreach_history h where h.user_id = ${query.userId}::uuid
         and h.status = 'sent' and h.sent_at >= ${start} and h.sent_at < ${end}) as social,
      (select count(*)::int from outreach_history h where h.user_id = ${query.userId}::uuid
         and h.status in ('sent', 'copied') and h.replied_at is not null
         and h.sent_at >= ${start} and h.sent_at < ${end}) as replied,
      (select count(*)::int from email_suppressions s where s.user_id = ${query.userId}::uuid
         and s.reason = 'unsubscribe' and s.created_at >= ${start} and s.created_at < ${end}) as unsubscribed`)
  const row = rows[0]
  return {
    emailsSent: Number(row?.emails ?? 0),
    socialSent: Number(row?.social ?? 0),
    replied: Number(row?.replied ?? 0),
    unsubscribed: Number(row?.unsubscribed ?? 0),
  }
}
