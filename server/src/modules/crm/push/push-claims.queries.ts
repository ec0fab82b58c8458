/**
 * What was pushed where (crm_pushes): a record is claimed before it is sent, in one conditional
 * upsert, so two pushes at the same moment (two tabs, two web processes) send it once; the
 * claim is a time, so a push that died mid-way frees its records after CLAIM_SECONDS.
 */
import type { CrmProvider } from '@common/contracts/crm'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { type CrmPush, crmPushes } from '../../../db/schema'

const CLAIM_SECONDS = 600

export async function selectPushes(
  db: Db,
  userId: string,
  provider: CrmProvider,
  keys: readonly string[],
): Promise<Map<string, CrmPush>> {
  if (keys.length === 0) return new Map()
  const rows = await db
    .select()
    .from(crmPushes)
    .where(
      and(
        eq(crmPushes.userId, userId),
        eq(crmPushes.provider, provider),
        inArray(crmPushes.key, [...keys]),
      ),
    )
  return new Map(rows.map((row) => [row.key, row]))
}

/**
 * Claims the record for this push: inserted, or taken over when it is not being sent now and
 * (for a one-way push) was never sent, or (for a sync) was sent with other content. Null when
 * another push holds it or there is nothing to send.
 */
export async function claimPush(
  db: Db,
  options: {
    userId: string
    connectionId: string
    provider: CrmProvider
    key: string
    leadId: string
    sync: boolean
    hash: string
  },
): Promise<CrmPush | null> {
  const result = await db.execute<Record<string, unknown>>(sql`
    insert into crm_pushes (user_id, connection_id, provider, key, lead_id, status, claimed_at)
    values (${options.userId}::uuid, ${options.connectionId}::uuid, ${options.provider},
      ${options.key}, ${options.leadId}::uuid, 'pushing', now())
    on conflict (user_id, provider, key) do update
      set status = 'pushing', claimed_at = now(), lead_id = excluded.lead_id,
        connection_id = excluded.connection_id
      where (crm_pushes.status <> 'pushing'
          or crm_pushes.claimed_at < now() - make_interval(secs => ${CLAIM_SECONDS}))
        and (crm_pushes.status <> 'pushed'
          or (${options.sync}::boolean and crm_pushes.content_hash is distinct from ${options.hash}))
    returning id`)
  const id = result.rows[0]?.id
  if (typeof id !== 'string') return null
  const [row] = await db.select().from(crmPushes).where(eq(crmPushes.id, id))
  return row ?? null
}

export async function completePush(
  db: Db,
  id: string,
  values: { remoteId: string; idProperty?: string | null; hash: string },
): Promise<void> {
  await db
    .update(crmPushes)
    .set({
      status: 'pushed',
      remoteId: values.remoteId,
      idProperty: values.idProperty ?? null,
      contentHash: values.hash,
      pushedAt: sql`now()`,
    })
    .where(eq(crmPushes.id, id))
}

/** Frees claims whose send failed: a later push sends them again. */
export async function releasePushes(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  await db
    .update(crmPushes)
    .set({ status: 'failed' })
    .where(and(inArray(crmPushes.id, [...ids]), eq(crmPushes.status, 'pushing')))
}

/** A webhook delivery that failed for good: its records count as never sent. */
export async function releaseDeliveryPushes(
  db: Pick<Db, 'update'>,
  deliveryId: string,
): Promise<void> {
  await db
    .update(crmPushes)
    .set({ status: 'failed' })
    .where(and(eq(crmPushes.provider, 'webhook'), eq(crmPushes.remoteId, deliveryId)))
}
