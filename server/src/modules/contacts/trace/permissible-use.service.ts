/**
 * The permissible-use statement (DPPA/GLBA) a user accepts before their first trace, stored with
 * the time and the statement's version; a new version must be accepted again.
 */
import { PERMISSIBLE_USE, type PermissibleUseView } from '@common/contracts/contacts'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { permissibleUseAcceptances } from '../../../db/schema'

/** When the user accepted the current statement, or null. */
export async function permissibleUseAcceptedAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ acceptedAt: permissibleUseAcceptances.acceptedAt })
    .from(permissibleUseAcceptances)
    .where(
      and(
        eq(permissibleUseAcceptances.userId, userId),
        eq(permissibleUseAcceptances.version, PERMISSIBLE_USE.version),
      ),
    )
  return row?.acceptedAt ?? null
}

export function permissibleUseView(acceptedAt: Date | null): PermissibleUseView {
  return {
    accepted: acceptedAt !== null,
    acceptedAt: acceptedAt?.toISOString() ?? null,
    version: PERMISSIBLE_USE.version,
    title: PERMISSIBLE_USE.title,
    statement: [...PERMISSIBLE_USE.statement],
  }
}

/** Records the acceptance (once: accepting again keeps the first time). */
export async function acceptPermissibleUse(db: Db, userId: string): Promise<PermissibleUseView> {
  await db
    .insert(permissibleUseAcceptances)
    .values({ userId, version: PERMISSIBLE_USE.version })
    .onConflictDoNothing()
  return permissibleUseView(await permissibleUseAcceptedAt(db, userId))
}
