/**
 * The sender's sending limits (EMAIL_RATE_PER_MINUTE, EMAIL_RATE_PER_DAY), one place for both
 * sides: the rules the send job counts each e-mail against, and what a live campaign's view says
 * while those limits hold it (issue 31: "66.7% done" with no word of the limit). Read from the
 * throttle's counters and the queue, so nothing new is stored.
 */
import type { CampaignSendingLimit } from '@common/contracts/email-campaigns'
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import type { EmailCampaign } from '../../../db/schema'
import { readThrottleWindows, type ThrottleRule } from '../../throttle'

export interface SendingLimits {
  perMinute: number
  perDay: number
}

const minuteBucket = (userId: string) => `email-send:minute:${userId}`
const dayBucket = (userId: string) => `email-send:day:${userId}`

/** The throttle rules one e-mail of `userId` is counted against, the minute's first. */
export function sendingLimitRules(userId: string, limits: SendingLimits): ThrottleRule[] {
  return [
    { bucket: minuteBucket(userId), limit: limits.perMinute, windowMs: 60_000 },
    { bucket: dayBucket(userId), limit: limits.perDay, windowMs: 86_400_000 },
  ]
}

/** When the campaign's earliest waiting e-mail is due; null when none waits. */
async function earliestPendingAt(db: Db, campaignId: string): Promise<Date | null> {
  const result = await db.execute<{ next: string | Date | null }>(sql`
    select min(scheduled_at) as next from email_queue
    where campaign_id = ${campaignId} and status = 'pending'`)
  const next = result.rows[0]?.next
  return next ? new Date(next) : null
}

/**
 * Which limit holds a live campaign and when its next e-mails go out: the day's limit when the
 * day's count is used up (it ends later), else the minute's; the later of that window's end and
 * the earliest waiting e-mail's time. Null when the campaign is not sending, nothing waits, or
 * neither limit is reached.
 */
export async function campaignSendingLimit(
  db: Db,
  row: EmailCampaign,
  limits: SendingLimits | undefined,
): Promise<CampaignSendingLimit | null> {
  if (!limits || (row.status !== 'sending' && row.status !== 'scheduled')) return null
  const [minute, day] = sendingLimitRules(row.userId, limits)
  if (!minute || !day) return null
  const windows = await readThrottleWindows(db, [minute.bucket, day.bucket])
  const dayWindow = windows.get(day.bucket)
  const minuteWindow = windows.get(minute.bucket)
  const reached =
    dayWindow && dayWindow.hits >= day.limit
      ? { per: 'day' as const, limit: day.limit, resetsAt: dayWindow.expiresAt }
      : minuteWindow && minuteWindow.hits >= minute.limit
        ? { per: 'minute' as const, limit: minute.limit, resetsAt: minuteWindow.expiresAt }
        : null
  if (!reached) return null
  const next = await earliestPendingAt(db, row.id)
  if (!next) return null
  const nextSendAt = next > reached.resetsAt ? next : reached.resetsAt
  return { per: reached.per, limit: reached.limit, nextSendAt: nextSendAt.toISOString() }
}
