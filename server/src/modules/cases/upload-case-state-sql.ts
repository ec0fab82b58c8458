/**
 * The case state of an uploaded record, and of a filing for a user, as SQL (issue 16,
 * docs/decisions/0041, 0044): the owner's upload events of the record's case replayed as
 * replayCaseEvents (upload-case-state.ts) does, merged with the records index's state of the
 * filing that case is (case-join-sql.ts mergedCaseStateRow). Lists that filter by stage in the database
 * (the lead list, with its cursor) and the views that show the stage read the same row. Every
 * upload read is scoped to the owner: another user's uploads of the same case never count.
 */
import { ENDED_STAGES } from '@common/lifecycle'
import { type SQL, sql } from 'drizzle-orm'
import {
  filingCaseStateRow,
  filingMatchKeysRow,
  indexFilingOfUploadCase,
  mergedCaseStateRow,
} from './case-join-sql'

const ENDED = sql.raw(`(${ENDED_STAGES.map((stage) => `'${stage}'`).join(', ')})`)

/** The index filing of the case of an upload event row aliased `alias` (or null). */
function filingOfUploadEvent(alias: string): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`)
  return indexFilingOfUploadCase({
    state: column('state'),
    county: column('county'),
    numberKey: sql`(case when ${column('case_key')} like 'case:%'
      then substr(${column('case_key')}, 6) end)`,
    zipCode: column('zip_code'),
    streetKey: column('street_key'),
  })
}

/**
 * The user's case keys whose case is this filing (a relation of `case_key`): events found by
 * the filing's case number or street and ZIP (indexed), kept when their case's filing is this
 * one, so the two directions of the join agree.
 */
export function userCaseKeysOfFiling(userId: SQL, filingId: SQL): SQL {
  return sql`select distinct ue.case_key from ${filingMatchKeysRow(filingId)} fk
    join document_case_events ue on ue.user_id = ${userId}
      and (ue.case_key = 'case:' || fk.case_number_key
        or (ue.zip_code = fk.zip_code and ue.street_key = fk.street_key))
    where ${filingOfUploadEvent('ue')} = ${filingId}`
}

/**
 * The state of each of the user's cases `keys` (a relation of `case_key`) from their events, as
 * candidates of mergedCaseStateRow: the newest event's kind, the date of the newest event that
 * set a sale or ended the case (none once ended), the newest count, when it was last recorded.
 */
function uploadStatesOf(userId: SQL, keys: SQL): SQL {
  const newest = (select: SQL, where: SQL) => sql`(select ${select} from document_case_events e
    where e.user_id = ${userId} and e.case_key = uk.case_key and ${where}
    order by e.created_at desc, e.id desc limit 1)`
  return sql`select ${newest(sql`e.kind`, sql`true`)} as stage,
      ${newest(
        sql`case when e.kind in ${ENDED} then null else e.sale_date end`,
        sql`(e.kind in ${ENDED} or e.sale_date is not null)`,
      )} as next_sale_date,
      ${newest(sql`e.postponement_count`, sql`e.postponement_count is not null`)} as postponement_count,
      null::text as sale_status,
      (select max(e.created_at) from document_case_events e
        where e.user_id = ${userId} and e.case_key = uk.case_key) as at,
      1 as origin
    from (${keys}) uk`
}

/**
 * The case of an uploaded record as a relation (`case_key`, `filing_id`): the key its owner's
 * events of it carry and the index filing of that case (null when none); no row when the record
 * has no events.
 */
function uploadRecordCase(ref: { userId: SQL; documentId: SQL; position: SQL }): SQL {
  return sql`select rk.case_key, ${filingOfUploadEvent('rk')} as filing_id
    from document_case_events rk
    where rk.user_id = ${ref.userId} and rk.document_id = ${ref.documentId}
      and rk.position is not distinct from ${ref.position}
    limit 1`
}

/**
 * The case keys of an uploaded record's case among its owner's uploads (its own and, when the
 * case is a filing in the index, every other key of theirs that is that filing), with the
 * filing: a relation of (`case_key`, `filing_id`).
 */
export function uploadRecordCaseKeys(ref: { userId: SQL; documentId: SQL; position: SQL }): SQL {
  return sql`with rc as (${uploadRecordCase(ref)})
    select rc.case_key, rc.filing_id from rc
    union
    select ok.case_key, rc.filing_id from rc
      cross join lateral (${userCaseKeysOfFiling(ref.userId, sql`rc.filing_id`)}) ok
      where rc.filing_id is not null`
}

/**
 * The state of the case of `documentId`'s record at `position` (null: the document itself) as
 * its owner `userId` sees it, as a row source (`stage`, `next_sale_date`, `postponement_count`,
 * `sale_status`; no row when the record has no events): the owner's upload states of the case
 * and, when the case is a filing in the records index, the index's state, merged. The filing is
 * looked up once; a case in no filing reads its own events only (the common case, kept cheap
 * for the lead list's filters over every lead).
 */
export function uploadCaseStateRow(ref: { userId: SQL; documentId: SQL; position: SQL }): SQL {
  const keysOfFiling = userCaseKeysOfFiling(ref.userId, sql`rc.filing_id`)
  const merged = mergedCaseStateRow(sql`select * from ${filingCaseStateRow(sql`rc.filing_id`)} rf
    union all
    ${uploadStatesOf(ref.userId, sql`select rc.case_key union select ok.case_key from (${keysOfFiling}) ok`)}`)
  return sql`(select rs.stage, rs.next_sale_date, rs.postponement_count, rs.sale_status
    from (${uploadRecordCase(ref)}) rc
    cross join lateral (
      select own.stage, own.next_sale_date, coalesce(own.postponement_count, 0) as postponement_count,
          own.sale_status
        from (${uploadStatesOf(ref.userId, sql`select rc.case_key`)}) own
        where rc.filing_id is null
      union all
      select rm.* from ${merged} rm where rc.filing_id is not null
    ) rs)`
}

/**
 * The state of a filing's case as `userId` sees it (a lead kept from a search result): the
 * index's, merged with the user's own uploads of the case, as a row source like
 * uploadCaseStateRow's. No row when the filing is not in the index. A filing none of whose keys
 * any upload of the user's carries reads the filing's row alone (the common case).
 */
export function filingCaseStateForUserRow(userId: SQL, filingId: SQL): SQL {
  const mayHaveUploads = sql`exists (select 1 from ${filingMatchKeysRow(filingId)} pk
    join document_case_events pe on pe.user_id = ${userId}
      and (pe.case_key = 'case:' || pk.case_number_key
        or (pe.zip_code = pk.zip_code and pe.street_key = pk.street_key)))`
  const merged = mergedCaseStateRow(sql`select * from ${filingCaseStateRow(filingId)} fi
    union all
    ${uploadStatesOf(userId, userCaseKeysOfFiling(userId, filingId))}`)
  return sql`(select ps.* from (select ${mayHaveUploads} as has) pu cross join lateral (
      select pf.stage, pf.next_sale_date, pf.postponement_count, pf.sale_status
        from ${filingCaseStateRow(filingId)} pf where not pu.has
      union all
      select fm.* from ${merged} fm where pu.has) ps)`
}
