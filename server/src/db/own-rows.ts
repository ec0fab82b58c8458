/**
 * One row of a user's own table: added within the user's limit, or read, changed or deleted by id
 * only where its `user_id` is the user's, so another user's row answers exactly like one that does
 * not exist (null, false). The lists of a user's rows are user-rows.ts.
 */
import { and, count, eq, getTableName, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db } from './client'

type OwnTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn }

/** The condition every statement on one of a user's rows carries. */
function ownRow(table: OwnTable, userId: string, id: string): SQL | undefined {
  return and(eq(table.id, id), eq(table.userId, userId))
}

/**
 * Inserts the user's row unless they already have `limit`; null when they have. The user's rows
 * are counted under a transaction-scoped advisory lock on the table and the user, so parallel
 * requests cannot both pass at `limit - 1`.
 */
export async function insertOwnRowWithinLimit<Table extends OwnTable>(
  db: Db,
  table: Table,
  values: Table['$inferInsert'] & { userId: string },
  limit: number,
): Promise<Table['$inferSelect'] | null> {
  const lockKey = `${getTableName(table)}:${values.userId}`
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`)
    const [existing] = await tx
      .select({ n: count() })
      .from(table as PgTable)
      .where(eq(table.userId, values.userId))
    if ((existing?.n ?? 0) >= limit) return null
    const [row] = await tx
      .insert(table as PgTable)
      .values(values as PgInsertValue<PgTable>)
      .returning()
    return (row as Table['$inferSelect'] | undefined) ?? null
  })
}

/** The user's row with this id, or null. */
export async function findOwnRow<Table extends OwnTable>(
  db: Db,
  table: Table,
  userId: string,
  id: string,
): Promise<Table['$inferSelect'] | null> {
  // The table is generic here, which drizzle cannot type `from` with; the row is the table's.
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(ownRow(table, userId, id))
  return (row as Table['$inferSelect'] | undefined) ?? null
}

/** Sets `values` on the user's row with this id; the changed row, or null when there is none. */
export async function updateOwnRow<Table extends OwnTable>(
  db: Db,
  table: Table,
  userId: string,
  id: string,
  values: PgUpdateSetSource<Table>,
): Promise<Table['$inferSelect'] | null> {
  const [row] = await db
    .update(table as PgTable)
    .set(values as PgUpdateSetSource<PgTable>)
    .where(ownRow(table, userId, id))
    .returning()
  return (row as Table['$inferSelect'] | undefined) ?? null
}

/** Deletes the user's row with this id; false when there was none. */
export async function deleteOwnRow(
  db: Db,
  table: OwnTable,
  userId: string,
  id: string,
): Promise<boolean> {
  const deleted = await db
    .delete(table)
    .where(ownRow(table, userId, id))
    .returning({ id: table.id })
  return deleted.length > 0
}
