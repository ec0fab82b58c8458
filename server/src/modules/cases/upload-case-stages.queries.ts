/**
 * The case stage of a user's uploaded documents and of their records (and the leads kept from
 * them), and a case's history as a user sees it (issue 16, docs/decisions/0044): the user's own
 * upload events of the case (a postponement uploaded later moves the next sale date shown on the
 * first notice too) merged with the records index's, when the case is a filing there. Every
 * upload read is scoped to the user; another user's uploads of the same case never count.
 */
import type { CaseStage } from '@common/lifecycle'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { indexCaseEventsOf } from './case-join-sql'
import {
  type CaseEventOfFiling,
  type CaseEventRow,
  type CaseStageOfFiling,
  caseEventFromRow,
} from './case-stages.queries'
import {
  uploadCaseStateRow,
  uploadRecordCaseKeys,
  userCaseKeysOfFiling,
} from './upload-case-state-sql'

/** An uploaded document (position null) or one record of it. */
export interface UploadRecordRef {
  documentId: string
  position: number | null
}

/** The map key of a reference: 'documentId:' or 'documentId:position'. */
export const uploadRecordKey = (ref: UploadRecordRef) => `${ref.documentId}:${ref.position ?? ''}`

/** A case state row as the state SQL gives it. */
export interface CaseStateSqlRow extends Record<string, unknown> {
  stage: string | null
  next_sale_date: string | null
  postponement_count: number | string | null
}

/** The state as the views carry it. */
export const caseStageFromRow = (row: CaseStateSqlRow): CaseStageOfFiling => ({
  stage: row.stage as CaseStage | null,
  nextSaleDate: row.next_sale_date,
  postponementCount: Number(row.postponement_count ?? 0),
})

/** The case stage of each referenced record that has recorded events (others are left out). */
export async function uploadCaseStagesFor(
  db: Pick<Db, 'execute'>,
  userId: string,
  refs: readonly UploadRecordRef[],
): Promise<Map<string, CaseStageOfFiling>> {
  const result = new Map<string, CaseStageOfFiling>()
  if (refs.length === 0) return result
  const { rows } = await db.execute<
    CaseStateSqlRow & { document_id: string; position: number | null }
  >(
    sql`select r."documentId" as document_id, r.position, s.stage,
        s.next_sale_date::text as next_sale_date, s.postponement_count
      from jsonb_to_recordset(${JSON.stringify(refs)}::jsonb) as r("documentId" uuid, position int)
        cross join lateral ${uploadCaseStateRow({
          userId: sql`${userId}::uuid`,
          documentId: sql`r."documentId"`,
          position: sql`r.position`,
        })} s`,
  )
  for (const row of rows) {
    result.set(
      uploadRecordKey({ documentId: row.document_id, position: row.position }),
      caseStageFromRow(row),
    )
  }
  return result
}

/** Whose case a history is: a filing in the index (a kept search result) or an upload's record. */
export type CaseOfLead = { filingId: string } | UploadRecordRef

/**
 * The history of a case as `userId` sees it, oldest first (the newest `limit`): the index's
 * events of its filing, each naming its source, and the user's own upload events of it, each
 * naming the upload ('Your upload: notice.pdf'). Events at the same instant: the index's first.
 */
export async function caseHistoryFor(
  db: Pick<Db, 'execute'>,
  userId: string,
  target: CaseOfLead,
  limit = 50,
): Promise<CaseEventOfFiling[]> {
  const user = sql`${userId}::uuid`
  const keys: SQL =
    'filingId' in target
      ? sql`select ${target.filingId}::uuid as filing_id, k.case_key
          from (${userCaseKeysOfFiling(user, sql`${target.filingId}::uuid`)}) k
          union all select ${target.filingId}::uuid, null`
      : uploadRecordCaseKeys({
          userId: user,
          documentId: sql`${target.documentId}::uuid`,
          position: sql`${target.position}::int`,
        })
  const { rows } = await db.execute<CaseEventRow>(sql`with hk as (${keys}),
    ev as (
      select ix.* from (select distinct filing_id from hk where filing_id is not null) hf
        cross join lateral (${indexCaseEventsOf(sql`hf.filing_id`)}) ix
      union all
      select e.id, e.kind, e.sale_date, e.postponement_count, e.created_at, e.source_name, 1,
             e.detail
      from document_case_events e
      where e.user_id = ${user} and e.case_key in (select case_key from hk)
    )
    select id, kind, sale_date::text as sale_date, postponement_count,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as recorded_at,
      source_name, origin, detail
    from (select * from ev order by created_at desc, origin desc, id desc limit ${limit}::int) newest
    order by created_at, origin, id`)
  return rows.map(caseEventFromRow)
}
