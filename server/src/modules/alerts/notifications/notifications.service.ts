/**
 * The in-app notifications of the header bell (GET /api/notifications, mark read): an alert's
 * match, a lead whose urgency rose to the user's threshold (it opens the lead), or a webhook
 * disabled after failed deliveries. An alert opens the user's lead for its
 * filing when there is one (looked up when listed, so a lead kept later is found), else the
 * search of its state and ZIP.
 */
import { ALERTS } from '@common/alert-plans'
import type { ListNotificationsResponse, NotificationItem } from '@common/contracts/alerts'
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { notifications } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import { leadIdsForFilings } from '../../leads'

export interface NewNotification {
  userId: string
  kind: NotificationItem['kind']
  title: string
  body: string
  link: string
  matchId?: string | null
  filingId?: string | null
  /** What it tells of when there is no match (an urgency crossing); unique like the match. */
  eventKey?: string | null
}

/**
 * Adds a notification; one per match or event key (one told twice is left as it is). True when
 * this call added it.
 */
export async function addNotification(db: Db, values: NewNotification): Promise<boolean> {
  const added = await db
    .insert(notifications)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: notifications.id })
  return added.length > 0
}

export async function listNotifications(
  db: Db,
  userId: string,
): Promise<ListNotificationsResponse> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(ALERTS.notificationsListed)
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  const filingIds = [...new Set(rows.flatMap((row) => (row.filingId ? [row.filingId] : [])))]
  const leads = await leadIdsForFilings(db, userId, filingIds)
  return {
    unread: unread?.n ?? 0,
    notifications: rows.map((row) => {
      const leadId = row.filingId ? leads.get(row.filingId) : undefined
      return {
        id: row.id,
        kind: row.kind as NotificationItem['kind'],
        title: row.title,
        body: row.body,
        link: leadId ? `/dashboard?lead=${leadId}` : row.link,
        read: row.readAt !== null,
        createdAt: row.createdAt.toISOString(),
      }
    }),
  }
}

export async function markNotificationRead(db: Db, userId: string, id: string): Promise<void> {
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id })
  if (updated.length === 0) {
    throw AppError.notFound('NOTIFICATION_NOT_FOUND', 'Notification not found')
  }
}

export async function markAllNotificationsRead(db: Db, userId: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id })
  return updated.length
}
