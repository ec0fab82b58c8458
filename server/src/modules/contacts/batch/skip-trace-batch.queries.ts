/**
 * The batch traces' rows (skip_trace_batches): one active batch per user (a partial unique
 * index), progress written after each lead, a cancel flag the job reads before each lead.
 */
import type { SkipTraceBatchView } from '@common/contracts/contacts'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { findOwnRow } from '../../../db/own-rows'
import { type SkipTraceBatch, skipTraceBatches } from '../../../db/schema'

export function toBatchView(row: SkipTraceBatch): SkipTraceBatchView {
  return {
    id: row.id,
    status: row.status as SkipTraceBatchView['status'],
    total: row.leadIds.length,
    processed: row.doneLeadIds.length,
    matched: row.matched,
    unmatched: row.unmatched,
    failed: row.failed,
    charged: row.charged,
    message: row.message,
    cancelRequested: row.cancelRequestedAt !== null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }
}

export function batchOf(db: Db, userId: string, batchId: string) {
  return findOwnRow(db, skipTraceBatches, userId, batchId)
}

export async function recentBatches(db: Db, userId: string, limit = 5) {
  return db
    .select()
    .from(skipTraceBatches)
    .where(eq(skipTraceBatches.userId, userId))
    .orderBy(desc(skipTraceBatches.createdAt))
    .limit(limit)
}

/**
 * Ends the user's active batch whose job died without a word (nothing written for 30 minutes),
 * so it does not block the next one.
 */
export async function failAbandonedBatches(db: Db, userId: string): Promise<void> {
  await db.execute(sql`
    update skip_trace_batches
    set status = 'failed', finished_at = now(), updated_at = now(),
        message = 'This batch stopped without finishing. Start it again to trace the leads left.'
    where user_id = ${userId}::uuid and status in ('queued', 'running')
      and updated_at < now() - interval '30 minutes'`)
}

/** Records one lead as done with its counts (and keeps the batch alive). */
export async function recordLeadDone(
  db: Db,
  batchId: string,
  leadId: string,
  counts: { matched: number; unmatched: number; failed: number; charged: number },
): Promise<void> {
  await db.execute(sql`
    update skip_trace_batches
    set done_lead_ids = array_append(done_lead_ids, ${leadId}::uuid),
        matched = matched + ${counts.matched}::int, unmatched = unmatched + ${counts.unmatched}::int,
        failed = failed + ${counts.failed}::int, charged = charged + ${counts.charged}::int,
        updated_at = now()
    where id = ${batchId}::uuid and not (${leadId}::uuid = any(done_lead_ids))`)
}

/** Ends a running batch with a status and a message. */
export async function finishBatch(
  db: Db,
  batchId: string,
  status: SkipTraceBatchView['status'],
  message: string | null,
): Promise<void> {
  await db.execute(sql`
    update skip_trace_batches
    set status = ${status}, message = ${message}, finished_at = now(), updated_at = now()
    where id = ${batchId}::uuid and status in ('queued', 'running')`)
}

/** Marks the batch running (null when it is no longer queued or running: cancelled, done). */
export async function startRunning(db: Db, batchId: string): Promise<SkipTraceBatch | null> {
  const [row] = await db
    .update(skipTraceBatches)
    .set({ status: 'running', startedAt: sql`coalesce(${skipTraceBatches.startedAt}, now())` })
    .where(
      and(
        eq(skipTraceBatches.id, batchId),
        sql`${skipTraceBatches.status} in ('queued', 'running')`,
      ),
    )
    .returning()
  return row ?? null
}

/** True when the user asked to cancel the batch. */
export async function cancelRequested(db: Db, batchId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: skipTraceBatches.cancelRequestedAt })
    .from(skipTraceBatches)
    .where(eq(skipTraceBatches.id, batchId))
  return row?.at != null
}

/**
 * Asks the job to stop before its next lead; a batch still queued is cancelled at once. Null
 * when the batch is not the user's.
 */
export async function requestCancel(db: Db, userId: string, batchId: string) {
  await db.execute(sql`
    update skip_trace_batches
    set cancel_requested_at = coalesce(cancel_requested_at, now()), updated_at = now(),
        status = case when status = 'queued' then 'cancelled' else status end,
        finished_at = case when status = 'queued' then now() else finished_at end
    where id = ${batchId}::uuid and user_id = ${userId}::uuid and status in ('queued', 'running')`)
  return batchOf(db, userId, batchId)
}
