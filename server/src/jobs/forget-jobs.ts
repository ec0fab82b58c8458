/**
 * Forgets the jobs that name deleted data. pg-boss keeps every job's payload (`data`) and what it
 * answered (`output`) while it waits, runs and for days after (the job table, then the archive);
 * payloads name ids (a user's, a lead's, a document's). When an account is deleted, every job
 * whose payload, output or singleton key names one of its ids goes, whatever its state: one still
 * waiting has nothing left to work on, and one running finds its rows gone, which every handler
 * takes as done (jobs are safe to run twice); its end, recorded on no row, changes nothing.
 * pg-boss has no call that finds jobs by payload, so this reads its tables; nothing else here
 * writes them.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { JOB_QUEUE_SCHEMA } from './job-queue'

type DbOrTransaction = Db | Parameters<Parameters<Db['transaction']>[0]>[0]

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}'

/** Deletes the jobs (waiting, running, done, archived) naming one of `ids`; how many. */
export async function forgetJobsNaming(
  db: DbOrTransaction,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0
  // A database whose queue never started has no pg-boss tables (a web process's tests).
  const tables = await db.execute<{ job: string | null; archive: string | null }>(sql`
    select to_regclass(${`${JOB_QUEUE_SCHEMA}.job`})::text as job,
      to_regclass(${`${JOB_QUEUE_SCHEMA}.archive`})::text as archive`)
  const named = sql`string_to_array(${ids.join(',')}, ',')::uuid[]`
  let forgotten = 0
  for (const table of [tables.rows[0]?.job, tables.rows[0]?.archive]) {
    if (!table) continue
    const deleted = await db.execute(sql`
      delete from ${sql.raw(table)} as j
      where exists (
        select 1
        from regexp_matches(concat_ws(' ', j.data::text, j.output::text, j.singleton_key), ${UUID}, 'g')
          as found(id)
        where found.id[1]::uuid = any(${named}))`)
    forgotten += deleted.rowCount ?? 0
  }
  return forgotten
}
