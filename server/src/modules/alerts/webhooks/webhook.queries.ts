/** The user's webhook and its deliveries: every query names the user. */
import { ALERTS } from '@common/alert-plans'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { alertWebhookDeliveries, alertWebhooks } from '../../../db/schema'

export async function webhookOf(db: Db, userId: string) {
  const [row] = await db.select().from(alertWebhooks).where(eq(alertWebhooks.userId, userId))
  return row
}

export function recentDeliveries(db: Db, userId: string) {
  return db
    .select()
    .from(alertWebhookDeliveries)
    .where(eq(alertWebhookDeliveries.userId, userId))
    .orderBy(desc(alertWebhookDeliveries.createdAt), desc(alertWebhookDeliveries.id))
    .limit(ALERTS.deliveriesListed)
}

/** A delivery row for a match (once: the match id is unique) or a test event; null if it exists. */
export async function insertDelivery(
  db: Db,
  values: { userId: string; matchId: string | null; event: string; body: string },
): Promise<string | null> {
  const [row] = await db
    .insert(alertWebhookDeliveries)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: alertWebhookDeliveries.id })
  return row?.id ?? null
}
