/**
 * Each user's notification preferences (product e-mails, the daily digest and its time zone).
 * A user who never saved any has the defaults; alerts (issue 18) reads them through the face.
 */
import { DEFAULT_DIGEST_TIME_ZONE, type NotificationPreferences } from '@common/contracts/settings'
import { eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { notificationPreferences } from '../../../db/schema'

const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  productEmails: true,
  dailyDigest: false,
  digestTimeZone: DEFAULT_DIGEST_TIME_ZONE,
}

/** The user's preferences, or the defaults when they saved none. */
export async function notificationPreferencesOf(
  db: Db,
  userId: string,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select({
      productEmails: notificationPreferences.productEmails,
      dailyDigest: notificationPreferences.dailyDigest,
      digestTimeZone: notificationPreferences.digestTimeZone,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
  return row ?? DEFAULT_NOTIFICATION_PREFERENCES
}

/** Saves all three preferences in one upsert; returns what is stored. */
export async function saveNotificationPreferences(
  db: Db,
  userId: string,
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  const values = {
    productEmails: input.productEmails,
    dailyDigest: input.dailyDigest,
    digestTimeZone: new Intl.DateTimeFormat('en-US', {
      timeZone: input.digestTimeZone,
    }).resolvedOptions().timeZone,
  }
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values })
  return values
}

/**
 * Turns the daily digest on or off and keeps the other preferences: alerts turns it on when the
 * user makes a daily e-mail monitor, and its unsubscribe link (RFC 8058) turns it off.
 */
export async function setDailyDigest(db: Db, userId: string, on: boolean): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, dailyDigest: on })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { dailyDigest: on } })
}
