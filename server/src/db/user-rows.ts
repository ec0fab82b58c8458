/**
 * The rows of one user's table, as the export of all their data (docs/decisions/0028) and the
 * lists of a user's own things read them: the named columns (`getTableColumns(table)`: all) of
 * every row whose `user_id` is the user's, in the given order, ascending (none: the database's).
 */
import { type AnyColumn, asc, eq } from 'drizzle-orm'
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { Db } from './client'

export async function userRows<
  Table extends PgTable & { userId: AnyPgColumn },
  Fields extends SelectedFields,
>(
  db: Db,
  table: Table,
  userId: string,
  columns: Fields,
  ...orderBy: AnyColumn[]
): Promise<SelectResultFields<Fields>[]> {
  // The table is generic here, which drizzle cannot type `from` with; the rows are those of the
  // columns, all from this one table (no join makes any nullable).
  const rows = await db
    .select(columns)
    .from(table as PgTable)
    .where(eq(table.userId, userId))
    .orderBy(...orderBy.map((column) => asc(column)))
  return rows as SelectResultFields<Fields>[]
}
