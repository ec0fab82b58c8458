/**
 * One case seen by the records index and by a user's uploads (issue 16, docs/decisions/0044):
 * which filing an uploaded record's case is, the keys a filing is found by, and the case's state
 * merged from the index's and the user's own upload states. SQL fragments of the cases module's
 * own queries and of its database function (lead-case-state-sql.ts); what they read of the index
 * they read through records' database functions (records_filing_case_state and its siblings in
 * the baseline migration, docs/decisions/0053).
 */
import { ENDED_STAGES } from '@common/lifecycle'
import { type SQL, sql } from 'drizzle-orm'

const ENDED = sql.raw(`(${ENDED_STAGES.map((stage) => `'${stage}'`).join(', ')})`)

/** Where an uploaded record's case is, as SQL expressions (null where the record did not say). */
export interface UploadCaseKeysSql {
  state: SQL
  /** Lower case, without 'county'. */
  county: SQL
  /** The case number as letters and digits, lower case ('f01234525'). */
  numberKey: SQL
  zipCode: SQL
  /** streetMatchKey of the street line. */
  streetKey: SQL
}

/**
 * The id of the filing (not sample data) an uploaded record's case is, or null: records'
 * database function records_upload_case_filing (the same state and case number in the county its
 * court names, else the same street in the same ZIP; docs/decisions/0044).
 */
export function indexFilingOfUploadCase(keys: UploadCaseKeysSql): SQL {
  return sql`(select uf.id from records_upload_case_filing(${keys.state}, ${keys.county},
    ${keys.numberKey}, ${keys.zipCode}, ${keys.streetKey}) uf)`
}

/**
 * The keys the filing is found by, as a row source (`state`, `county`, `case_number_key`,
 * `zip_code`, `street_key`): what a user's upload events are looked up by (their own index).
 */
export function filingMatchKeysRow(filingId: SQL): SQL {
  return sql`records_filing_match_keys(${filingId})`
}

/**
 * A case's state from its candidates: a relation of (`stage`, `next_sale_date`,
 * `postponement_count`, `sale_status`, `at`, `origin`: 0 the index, 1 an upload), the index's
 * state (filingCaseStateRow) and each of the user's upload states of the case. As a row source:
 * `stage`, `next_sale_date`, `postponement_count`, `sale_status`; no row without candidates.
 *
 * - The stage is the newest candidate's (by `at`; at the same instant the upload's), except that
 *   an ended candidate (cancelled, sold, redeemed, REO) beats any that is not: nothing moves a
 *   cancelled or sold case back, as case-lifecycle.ts rules for one source.
 * - The next sale date is that candidate's; when it has none and the case has not ended, the
 *   newest date a live candidate has. An ended case has none.
 * - The postponement count is the highest any candidate counted (counts only grow).
 * - The source's sale status is the index's (uploads keep theirs in their events).
 */
export function mergedCaseStateRow(candidates: SQL): SQL {
  return sql`(with mc as (${candidates}),
      mw as (select * from mc where mc.stage is not null
        order by (mc.stage in ${ENDED}) desc, mc.at desc, mc.origin desc limit 1)
    select mw.stage,
      case when mw.stage in ${ENDED} then null
        else coalesce(mw.next_sale_date, (select md.next_sale_date from mc md
          where md.next_sale_date is not null and (md.stage is null or md.stage not in ${ENDED})
          order by md.at desc, md.origin desc limit 1)) end as next_sale_date,
      coalesce((select max(mp.postponement_count) from mc mp), 0) as postponement_count,
      (select max(ms.sale_status) from mc ms where ms.origin = 0) as sale_status
    from (select 1) as mone left join mw on true
    where exists (select 1 from mc))`
}

/**
 * The filing's events as a relation (`id`, `kind`, `sale_date`, `postponement_count`,
 * `created_at`, `source_name`, `origin` 0, `detail`), for a history merged with uploads' events.
 */
export function indexCaseEventsOf(filingId: SQL): SQL {
  return sql`select * from records_filing_case_events(${filingId})`
}

/**
 * The case state of the filing with this id (a lead's filing) as a row source: `stage`,
 * `next_sale_date`, `postponement_count`, `sale_status`, `at` (when the index last recorded an
 * event of it, else when the filing was first stored) and `origin` 0 (the index): a candidate of
 * mergedCaseStateRow. No row when the filing is not in the index.
 */
export function filingCaseStateRow(filingId: SQL): SQL {
  return sql`records_filing_case_state(${filingId})`
}
