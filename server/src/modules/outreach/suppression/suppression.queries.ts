/**
 * The suppression list: addresses a sender may no longer e-mail, per sender across all their
 * campaigns. Written by the one-click POST, the unsubscribe page and the bounce webhooks; read
 * when each message is about to be sent.
 */
import type { EmailSuppressionReason } from '@common/enums'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { emailQueue, emailSuppressions } from '../../../db/schema'

/** Adds `email` to `userId`'s suppression list (once; the first reason stays). */
export async function suppressAddress(
  db: Db,
  entry: { userId: string; email: string; reason: EmailSuppressionReason; source: string },
): Promise<void> {
  await db
    .insert(emailSuppressions)
    .values({ ...entry, email: entry.email.trim().toLowerCase() })
    .onConflictDoNothing()
}

/** True when `userId` may no longer e-mail `email`. */
export async function isSuppressed(db: Db, userId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: emailSuppressions.id })
    .from(emailSuppressions)
    .where(
      and(
        eq(emailSuppressions.userId, userId),
        eq(emailSuppressions.email, email.trim().toLowerCase()),
      ),
    )
  return row !== undefined
}

/**
 * Which of `emails` (any case) `userId` may no longer e-mail, lower-cased: one statement for any
 * number of addresses (the contacts module counts a lead's usable e-mails through this).
 */
export async function suppressedAddressesOf(
  db: Pick<Db, 'execute'>,
  userId: string,
  emails: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))]
  if (wanted.length === 0) return new Set()
  const { rows } = await db.execute<{ email: string }>(sql`
    select email from email_suppressions
    where user_id = ${userId}::uuid and email = any(${`{${wanted.map(quoted).join(',')}}`}::text[])`)
  return new Set(rows.map((row) => row.email))
}

/** An element of a text[] literal, quoted (an address may hold a comma or a quote). */
const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`

/** Lifts a suppression a provider had made after a bounce, when it reactivates the address. */
export async function liftProviderSuppression(
  db: Db,
  entry: { userId: string; email: string; source: string },
): Promise<void> {
  await db
    .delete(emailSuppressions)
    .where(
      and(
        eq(emailSuppressions.userId, entry.userId),
        eq(emailSuppressions.email, entry.email.trim().toLowerCase()),
        eq(emailSuppressions.source, entry.source),
        eq(emailSuppressions.reason, 'bounce'),
      ),
    )
}

/** The sender and recipient of a queued message (for an unsubscribe link or a provider event). */
export async function queueRecipient(
  db: Db,
  queueId: string,
): Promise<{ queueId: string; userId: string; email: string } | null> {
  const [row] = await db
    .select({ queueId: emailQueue.id, userId: emailQueue.userId, email: emailQueue.recipientEmail })
    .from(emailQueue)
    .where(eq(emailQueue.id, queueId))
  return row ?? null
}

/**
 * The message a provider event is about: by our queue id (sent along as metadata), by the
 * provider's message id, or else the latest message sent to that address.
 */
export async function findEventMessage(
  db: Db,
  event: { queueId?: string | null; providerMessageId?: string | null; email: string },
): Promise<{ queueId: string; userId: string; email: string } | null> {
  if (event.queueId && /^[0-9a-f-]{36}$/i.test(event.queueId)) {
    const byId = await queueRecipient(db, event.queueId)
    if (byId) return byId
  }
  const providerId = event.providerMessageId?.trim()
  if (providerId) {
    const result = await db.execute<{ id: string; user_id: string; recipient_email: string }>(sql`
      select id, user_id, recipient_email from email_queue
      where provider_message_id is not null
        and (provider_message_id = ${providerId} or ${providerId} like provider_message_id || '.%')
      limit 1`)
    const row = result.rows[0]
    if (row) return { queueId: row.id, userId: row.user_id, email: row.recipient_email }
  }
  const result = await db.execute<{ id: string; user_id: string; recipient_email: string }>(sql`
    select id, user_id, recipient_email from email_queue
    where recipient_email = ${event.email.trim().toLowerCase()} and sent_at is not null
    order by sent_at desc limit 1`)
  const row = result.rows[0]
  return row ? { queueId: row.id, userId: row.user_id, email: row.recipient_email } : null
}

/** Marks a sent message bounced (its campaign counts it so). */
export async function markBounced(db: Db, queueId: string): Promise<void> {
  await db
    .update(emailQueue)
    .set({ status: 'bounced' })
    .where(
      and(eq(emailQueue.id, queueId), sql`${emailQueue.status} in ('sent', 'sent_unverified')`),
    )
}
