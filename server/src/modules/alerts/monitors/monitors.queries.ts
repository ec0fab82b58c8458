/**
 * The monitors' rows. A monitor is created in one statement that also counts it on the user's
 * quota row under the plan's limit (a conditional upsert), so parallel creates cannot exceed it;
 * a delete gives the slot back in one statement too.
 */
import { getTableColumns, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { findOwnRow, updateOwnRow } from '../../../db/own-rows'
import { type AlertMonitorRow, alertMonitors, alertQuotas } from '../../../db/schema'
import { userRows } from '../../../db/user-rows'

export interface MonitorValues {
  name: string
  state: string
  zipCodes: string[]
  counties: string[]
  filingTypes: string[]
  stages: string[]
  saleWithinDays: number | null
  frequency: string
  channels: string[]
}

const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`}::text[]`

/** Inserts the monitor when the user has fewer than `limit`; null when the limit is reached. */
export async function insertMonitorWithinLimit(
  db: Db,
  userId: string,
  limit: number,
  values: MonitorValues,
): Promise<AlertMonitorRow | null> {
  const result = await db.execute<{ id: string }>(sql`
    with slot as (
      insert into ${alertQuotas} (user_id, monitors) values (${userId}, 1)
      on conflict (user_id) do update set monitors = ${alertQuotas.monitors} + 1
        where ${alertQuotas.monitors} < ${limit}
      returning user_id
    )
    insert into ${alertMonitors}
      (user_id, name, state, zip_codes, counties, filing_types, stages, sale_within_days, frequency, channels)
    select user_id, ${values.name}, ${values.state}, ${textArray(values.zipCodes)},
      ${textArray(values.counties)}, ${textArray(values.filingTypes)}, ${textArray(values.stages)},
      ${values.saleWithinDays}, ${values.frequency}, ${textArray(values.channels)}
    from slot where ${limit} >= 1
    returning id`)
  const id = result.rows[0]?.id
  return id ? findMonitor(db, userId, id) : null
}

export function findMonitor(db: Db, userId: string, id: string): Promise<AlertMonitorRow | null> {
  return findOwnRow(db, alertMonitors, userId, id)
}

export function listMonitors(db: Db, userId: string) {
  return userRows(
    db,
    alertMonitors,
    userId,
    getTableColumns(alertMonitors),
    alertMonitors.createdAt,
    alertMonitors.id,
  )
}

export function updateMonitor(
  db: Db,
  userId: string,
  id: string,
  values: Partial<MonitorValues> & { enabled?: boolean },
): Promise<AlertMonitorRow | null> {
  return updateOwnRow(db, alertMonitors, userId, id, values)
}

/** Deletes the monitor and gives its slot back; false when it is not the user's. */
export async function deleteMonitor(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.execute<{ user_id: string }>(sql`
    with gone as (
      delete from ${alertMonitors} where id = ${id} and user_id = ${userId} returning user_id
    )
    update ${alertQuotas} set monitors = greatest(${alertQuotas.monitors} - 1, 0)
    from gone where ${alertQuotas.userId} = gone.user_id
    returning ${alertQuotas.userId}`)
  return result.rows.length > 0
}
