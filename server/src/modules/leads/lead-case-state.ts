/**
 * A lead's case state in the lead list's SQL: the cases module's database function
 * `cases_lead_case_state` (docs/decisions/0053) on the `leads` row of the query, a row source of
 * (`stage`, `next_sale_date`, `postponement_count`, `sale_status`) with no row when the case has
 * no state. The stage filters and the views that show the stage read the same function, so what
 * is shown is what a filter finds; what the filters mean is lib/case-stage-conditions.ts, shared
 * with the search.
 */
import { type SQL, sql } from 'drizzle-orm'
import { leads } from '../../db/schema'
import {
  type CaseStageFilter,
  caseStageConditions,
  hasCaseStageFilter,
} from '../../lib/case-stage-conditions'

export const leadCaseState: SQL = sql`cases_lead_case_state(${leads.userId}, ${leads.filingId},
  ${leads.documentId}, ${leads.recordPosition})`

/**
 * The condition of the stage filters on `leads` (none when no stage filter is set). A lead with
 * no state has nulls: "not ended" keeps it, a stage or a sale horizon leaves it out.
 */
export function leadStageConditions(filter: CaseStageFilter): SQL[] {
  if (!hasCaseStageFilter(filter)) return []
  const conditions = caseStageConditions(
    { stage: sql`s.stage`, nextSaleDate: sql`s.next_sale_date`, saleStatus: sql`s.sale_status` },
    filter,
  )
  return [
    sql`exists (select 1 from (select 1) as one left join lateral ${leadCaseState} s on true
      where ${sql.join(conditions, sql` and `)})`,
  ]
}
