/**
 * A lead's case state in SQL (issue 16, docs/decisions/0041, 0044), read by the lead list's stage
 * filters (so they page with the list's cursor) and by the views that show the stage
 * (lead-views.ts), so the two cannot disagree: a search-result lead's filing in the records index
 * merged with its owner's own uploads of that case (documents' filingCaseStateForUserRow); an
 * upload lead's, its owner's uploads of the case merged with the index's filing of it, when there
 * is one (documents' uploadCaseStateRow). What the filters mean is records'
 * caseStageConditions, shared with the search. The state is read once per lead (one lateral
 * row), and a lead with no state (no filing in the index, an upload without events) has nulls:
 * "not ended" keeps it, a stage or a sale horizon leaves it out.
 */
import { type SQL, sql } from 'drizzle-orm'
import { leads } from '../../db/schema'
import { filingCaseStateForUserRow, uploadCaseStateRow } from '../documents'
import { type CaseStageFilter, caseStageConditions, hasCaseStageFilter } from '../records'

/**
 * The lead's case state as a row source (`stage`, `next_sale_date`, `postponement_count`,
 * `sale_status`), on the `leads` row of the query: its filing's, else its uploaded record's.
 * Every upload read is scoped to the lead's own user.
 */
export function leadCaseStateRow(): SQL {
  const filing = filingCaseStateForUserRow(sql`${leads.userId}`, sql`${leads.filingId}`)
  const upload = uploadCaseStateRow({
    userId: sql`${leads.userId}`,
    documentId: sql`${leads.documentId}`,
    position: sql`${leads.recordPosition}`,
  })
  return sql`(select fs.stage, fs.next_sale_date, fs.postponement_count, fs.sale_status
      from ${filing} fs where ${leads.filingId} is not null
    union all
    select us.stage, us.next_sale_date, us.postponement_count, null from ${upload} us
      where ${leads.filingId} is null and ${leads.documentId} is not null)`
}

/** The condition of the stage filters on `leads` (none when no stage filter is set). */
export function leadStageConditions(filter: CaseStageFilter): SQL[] {
  if (!hasCaseStageFilter(filter)) return []
  const conditions = caseStageConditions(
    { stage: sql`s.stage`, nextSaleDate: sql`s.next_sale_date`, saleStatus: sql`s.sale_status` },
    filter,
  )
  return [
    sql`exists (select 1 from (select 1) as one left join lateral ${leadCaseStateRow()} s on true
      where ${sql.join(conditions, sql` and `)})`,
  ]
}
