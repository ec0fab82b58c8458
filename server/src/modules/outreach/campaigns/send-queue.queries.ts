/**
 * The e-mail queue's claims and outcomes, each one conditional SQL statement so that any number
 * of workers in any number of processes can share a campaign: a row is claimed with SKIP LOCKED,
 * a worker id and a visibility timeout; it moves to 'sending' (the attempt recorded) before the
 * transport gets the message; a lapsed claim goes back to the queue only if nothing was sent,
 * and a lapsed 'sending' becomes 'sent_unverified', never sent again.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { emailLogs } from '../../../db/schema'

export type ClaimedRow = {
  id: string
  campaign_id: string
  user_id: string
  recipient_email: string
  recipient_name: string | null
  subject: string
  body: string
  message_id: string
  retry_count: number
}

/** Claims the campaign's next due row for `workerId`; null when none is due. */
export async function claimNext(
  db: Db,
  campaignId: string,
  workerId: string,
  claimSeconds: number,
): Promise<ClaimedRow | null> {
  const result = await db.execute<ClaimedRow>(sql`
    update email_queue set status = 'claimed', worker_id = ${workerId}, claimed_at = now(),
      visibility_timeout = now() + make_interval(secs => ${claimSeconds}), updated_at = now()
    where id = (
      select id from email_queue
      where campaign_id = ${campaignId} and status = 'pending' and scheduled_at <= now()
      order by scheduled_at, id
      for update skip locked
      limit 1)
    returning id, campaign_id, user_id, recipient_email, recipient_name, subject, body, message_id,
      retry_count`)
  return result.rows[0] ?? null
}

/**
 * The attempt is recorded before the transport gets the message: the row says 'sending' under
 * this worker's claim, and email_logs has an 'attempt' line. False when the claim was lost.
 */
export async function markSending(
  db: Db,
  row: ClaimedRow,
  workerId: string,
  claimSeconds: number,
  provider: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx.execute(sql`
      update email_queue set status = 'sending',
        visibility_timeout = now() + make_interval(secs => ${claimSeconds}), updated_at = now()
      where id = ${row.id} and status = 'claimed' and worker_id = ${workerId}
      returning id`)
    if (updated.rows.length === 0) return false
    await tx.insert(emailLogs).values({
      queueId: row.id,
      userId: row.user_id,
      campaignId: row.campaign_id,
      provider,
      recipientEmail: row.recipient_email,
      subject: row.subject,
      status: 'attempt',
    })
    return true
  })
}

export type RowOutcome =
  | { status: 'sent'; providerMessageId: string | null }
  | { status: 'retry'; afterSeconds: number; error: string }
  | { status: 'failed'; error: string }
  | { status: 'sent_unverified'; error: string }
  | { status: 'suppressed' }
  | { status: 'released'; afterSeconds: number }

/** Writes a row's outcome (only while this worker holds it) and its log line. */
export async function finishRow(
  db: Db,
  row: ClaimedRow,
  workerId: string,
  outcome: RowOutcome,
  log: { provider: string; response?: unknown; errorCode?: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const held = sql`id = ${row.id} and worker_id = ${workerId} and status in ('claimed', 'sending', 'sent_unverified')`
    switch (outcome.status) {
      case 'sent':
        await tx.execute(sql`update email_queue set status = 'sent', sent_at = now(),
          provider_message_id = ${outcome.providerMessageId}, error_message = null, updated_at = now()
          where ${held}`)
        break
      case 'retry':
        await tx.execute(sql`update email_queue set status = 'pending', worker_id = null,
          retry_count = retry_count + 1, error_message = ${outcome.error},
          scheduled_at = now() + make_interval(secs => ${outcome.afterSeconds}), updated_at = now()
          where ${held}`)
        break
      case 'released':
        await tx.execute(sql`update email_queue set status = 'pending', worker_id = null,
          scheduled_at = now() + make_interval(secs => ${outcome.afterSeconds}), updated_at = now()
          where ${held} and status = 'claimed'`)
        return
      case 'failed':
      case 'sent_unverified':
        await tx.execute(sql`update email_queue set status = ${outcome.status},
          error_message = ${outcome.error}, updated_at = now(),
          sent_at = ${outcome.status === 'sent_unverified' ? sql`now()` : sql`sent_at`}
          where ${held}`)
        break
      case 'suppressed':
        await tx.execute(sql`update email_queue set status = 'suppressed', updated_at = now()
          where ${held}`)
        break
    }
    await tx.insert(emailLogs).values({
      queueId: row.id,
      userId: row.user_id,
      campaignId: row.campaign_id,
      provider: log.provider,
      recipientEmail: row.recipient_email,
      subject: row.subject,
      status: outcome.status,
      providerResponse: (log.response ?? null) as object | null,
      errorCode: log.errorCode ?? null,
      errorMessage: 'error' in outcome ? outcome.error : null,
    })
  })
}

/**
 * Lapsed claims of dead workers: a row still 'claimed' sent nothing and goes back to the queue;
 * a row 'sending' may have been delivered, so it becomes 'sent_unverified' and is never retried.
 */
export async function recoverLapsedClaims(db: Db, campaignId: string): Promise<void> {
  await db.execute(sql`update email_queue set status = 'pending', worker_id = null, updated_at = now()
    where campaign_id = ${campaignId} and status = 'claimed' and visibility_timeout < now()`)
  await db.execute(sql`
    with lapsed as (
      update email_queue set status = 'sent_unverified', sent_at = now(), updated_at = now(),
        error_message = 'The worker stopped while sending; the message may have been delivered and is not sent again.'
      where campaign_id = ${campaignId} and status = 'sending' and visibility_timeout < now()
      returning id, user_id, campaign_id, recipient_email, subject)
    insert into email_logs (queue_id, user_id, campaign_id, provider, recipient_email, subject, status, error_message)
    select id, user_id, campaign_id, 'recovery', recipient_email, subject, 'sent_unverified',
      'worker stopped mid-send' from lapsed`)
}

/** What is left of a campaign's queue: rows due later, and rows other workers hold. */
export async function queueRemainder(
  db: Db,
  campaignId: string,
): Promise<{ waiting: number; held: number; nextDueInSeconds: number | null }> {
  const result = await db.execute<{ waiting: number; held: number; next_due: number | null }>(sql`
    select count(*) filter (where status = 'pending')::int as waiting,
      count(*) filter (where status in ('claimed', 'sending'))::int as held,
      extract(epoch from min(scheduled_at) filter (where status = 'pending') - now())::float8 as next_due
    from email_queue where campaign_id = ${campaignId}`)
  const row = result.rows[0]
  return {
    waiting: Number(row?.waiting ?? 0),
    held: Number(row?.held ?? 0),
    nextDueInSeconds:
      row?.next_due === null || row?.next_due === undefined ? null : Number(row.next_due),
  }
}
