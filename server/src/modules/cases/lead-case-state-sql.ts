/**
 * A lead's case state in SQL (issue 16, docs/decisions/0041, 0044), read by the lead list's stage
 * filters (so they page with the list's cursor) and by the views that show the stage, so the two
 * cannot disagree: a search-result lead's filing in the records index merged with its owner's
 * own uploads of that case (filingCaseStateForUserRow); an upload lead's, its owner's uploads of
 * the case merged with the index's filing of it, when there is one (uploadCaseStateRow). What
 * the filters mean is lib/case-stage-conditions.ts, shared with the search. The state is read
 * once per lead (one lateral row), and a lead with no state (no filing in the index, an upload
 * without events) has nulls: "not ended" keeps it, a stage or a sale horizon leaves it out.
 */
import { type SQL, sql } from 'drizzle-orm'
import {
  type CaseStageFilter,
  caseStageConditions,
  hasCaseStageFilter,
} from '../../lib/case-stage-conditions'
import { filingCaseStateForUserRow, uploadCaseStateRow } from './upload-case-state-sql'

/** Where a lead's case is, as the caller's columns (the lead row of its query). */
export interface LeadCaseColumns {
  userId: SQL
  filingId: SQL
  documentId: SQL
  recordPosition: SQL
}

/**
 * The lead's case state as a row source (`stage`, `next_sale_date`, `postponement_count`,
 * `sale_status`), on the `leads` row of the query: its filing's, else its uploaded record's.
 * Every upload read is scoped to the lead's own user.
 */
export function leadCaseStateRow(lead: LeadCaseColumns): SQL {
  const filing = filingCaseStateForUserRow(lead.userId, lead.filingId)
  const upload = uploadCaseStateRow({
    userId: lead.userId,
    documentId: lead.documentId,
    position: lead.recordPosition,
  })
  return sql`(select fs.stage, fs.next_sale_date, fs.postponement_count, fs.sale_status
      from ${filing} fs where ${lead.filingId} is not null
    union all
    select us.stage, us.next_sale_date, us.postponement_count, null from ${upload} us
      where ${lead.filingId} is null and ${lead.documentId} is not null)`
}

/** The condition of the stage filters on `leads` (none when no stage filter is set). */
export function leadStageConditions(lead: LeadCaseColumns, filter: CaseStageFilter): SQL[] {
  if (!hasCaseStageFilter(filter)) return []
  const conditions = caseStageConditions(
    { stage: sql`s.stage`, nextSaleDate: sql`s.next_sale_date`, saleStatus: sql`s.sale_status` },
    filter,
  )
  return [
    sql`exists (select 1 from (select 1) as one left join lateral ${leadCaseStateRow(lead)} s on true
      where ${sql.join(conditions, sql` and `)})`,
  ]
}
