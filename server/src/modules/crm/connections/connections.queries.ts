/** The user's CRM connections: read, (re)connect, mark, remove. Every statement filters by user. */
import type { CrmConnectionStatus, CrmProvider } from '@common/contracts/crm'
import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { deleteOwnRow } from '../../../db/own-rows'
import { type CrmConnection, crmConnections } from '../../../db/schema'
import { userRows } from '../../../db/user-rows'

export async function selectConnections(db: Db, userId: string): Promise<CrmConnection[]> {
  return userRows(
    db,
    crmConnections,
    userId,
    getTableColumns(crmConnections),
    crmConnections.provider,
  )
}

export async function selectConnection(
  db: Db,
  userId: string,
  provider: CrmProvider,
): Promise<CrmConnection | null> {
  const [row] = await db
    .select()
    .from(crmConnections)
    .where(and(eq(crmConnections.userId, userId), eq(crmConnections.provider, provider)))
  return row ?? null
}

/** One connection per user and provider: connecting again replaces its credentials. */
export async function upsertConnection(
  db: Db,
  values: {
    userId: string
    provider: CrmProvider
    label: string
    sealedCredentials: string
    settings: Record<string, unknown>
  },
): Promise<CrmConnection> {
  const [row] = await db
    .insert(crmConnections)
    .values(values)
    .onConflictDoUpdate({
      target: [crmConnections.userId, crmConnections.provider],
      set: {
        label: values.label,
        sealedCredentials: values.sealedCredentials,
        settings: values.settings,
        status: 'connected',
        lastError: null,
        consecutiveFailures: 0,
        updatedAt: sql`now()`,
      },
    })
    .returning()
  return row!
}

export async function markConnection(
  db: Db,
  id: string,
  values: { status?: CrmConnectionStatus; lastError?: string | null; lastPushedAt?: Date },
): Promise<void> {
  await db.update(crmConnections).set(values).where(eq(crmConnections.id, id))
}

export function deleteConnection(db: Db, userId: string, id: string): Promise<boolean> {
  return deleteOwnRow(db, crmConnections, userId, id)
}
