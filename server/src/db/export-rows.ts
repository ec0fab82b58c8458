/**
 * A user's rows as the export of all their data shows them (docs/decisions/0028): every column
 * but `user_id` (the whole export is theirs) and any named to leave out (a secret, a provider's
 * raw answer).
 */
import { type AnyColumn, getTableColumns } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './client'
import { userRows } from './user-rows'

type Columns<T extends PgTable> = T['_']['columns']

export function exportColumns<T extends PgTable, Left extends keyof Columns<T> = never>(
  table: T,
  ...leftOut: Left[]
): Omit<Columns<T>, 'userId' | Left> {
  const columns: Partial<Columns<T>> = { ...getTableColumns(table) }
  for (const name of ['userId', ...leftOut] as (keyof Columns<T>)[]) delete columns[name]
  return columns as Omit<Columns<T>, 'userId' | Left>
}

/** The user's rows of `table`, every column but `user_id`, in the given order (none: the database's). */
export function exportRows<T extends PgTable & { userId: AnyPgColumn }>(
  db: Db,
  table: T,
  userId: string,
  ...orderBy: AnyColumn[]
) {
  return userRows(db, table, userId, exportColumns(table), ...orderBy)
}
