/** Campaign rows and their queue counts; every statement names the user's id or the campaign's. */
import type { CampaignCounts } from '@common/contracts/email-campaigns'
import type { EmailCampaignStatus } from '@common/enums'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { findOwnRow } from '../../../db/own-rows'
import {
  type EmailCampaign,
  emailCampaigns,
  emailQueue,
  type NewEmailCampaign,
  type NewEmailQueueItem,
} from '../../../db/schema'

/** Inserts a draft campaign and its queue rows in one transaction. */
export async function insertCampaign(
  db: Db,
  campaign: NewEmailCampaign,
  rows: (campaignId: string) => NewEmailQueueItem[],
): Promise<EmailCampaign> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(emailCampaigns).values(campaign).returning()
    if (!created) throw new Error('insertCampaign: no row returned')
    const items = rows(created.id)
    for (let start = 0; start < items.length; start += 500) {
      await tx.insert(emailQueue).values(items.slice(start, start + 500))
    }
    return created
  })
}

export function selectCampaign(db: Db, userId: string, id: string): Promise<EmailCampaign | null> {
  return findOwnRow(db, emailCampaigns, userId, id)
}

export function selectCampaigns(db: Db, userId: string): Promise<EmailCampaign[]> {
  return db
    .select()
    .from(emailCampaigns)
    .where(eq(emailCampaigns.userId, userId))
    .orderBy(desc(emailCampaigns.createdAt))
    .limit(100)
}

/** A campaign by id alone (the send job, which runs for whoever owns it). */
export async function selectCampaignById(db: Db, id: string): Promise<EmailCampaign | null> {
  const [row] = await db.select().from(emailCampaigns).where(eq(emailCampaigns.id, id))
  return row ?? null
}

/**
 * Moves the user's campaign from one of `from` to `to` in one conditional UPDATE; the row as it
 * is now, or null when it was in another state (or is not the user's).
 */
export async function transitionCampaign(
  db: Db,
  filter: { id: string; userId?: string },
  from: readonly EmailCampaignStatus[],
  to: EmailCampaignStatus,
  extra: Partial<
    Pick<
      EmailCampaign,
      | 'startedAt'
      | 'completedAt'
      | 'stopReason'
      | 'sentCount'
      | 'failedCount'
      | 'stateLawAcknowledgedAt'
    >
  > = {},
): Promise<EmailCampaign | null> {
  const conditions = [eq(emailCampaigns.id, filter.id), inArray(emailCampaigns.status, [...from])]
  if (filter.userId) conditions.push(eq(emailCampaigns.userId, filter.userId))
  const [row] = await db
    .update(emailCampaigns)
    .set({ status: to, ...extra })
    .where(and(...conditions))
    .returning()
  return row ?? null
}

/** Queue rows still waiting of a cancelled campaign are cancelled with it. */
export async function cancelPendingRows(db: Db, campaignId: string): Promise<void> {
  await db
    .update(emailQueue)
    .set({ status: 'cancelled' })
    .where(and(eq(emailQueue.campaignId, campaignId), eq(emailQueue.status, 'pending')))
}

/** The campaign's rows by status, as the API reports them. */
export async function campaignCounts(
  db: Db,
  campaignId: string,
): Promise<Omit<CampaignCounts, 'skipped'>> {
  const result = await db.execute<{ status: string; n: number }>(sql`
    select status, count(*)::int as n from email_queue where campaign_id = ${campaignId} group by status`)
  const by = new Map(result.rows.map((row) => [row.status, Number(row.n)]))
  const count = (...statuses: string[]) => statuses.reduce((sum, s) => sum + (by.get(s) ?? 0), 0)
  return {
    queued: count('pending', 'claimed', 'sending'),
    sent: count('sent', 'sent_unverified'),
    unverified: count('sent_unverified'),
    failed: count('failed'),
    bounced: count('bounced'),
    unsubscribed: count('suppressed'),
    cancelled: count('cancelled'),
  }
}
