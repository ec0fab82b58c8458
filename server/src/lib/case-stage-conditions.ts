/**
 * The stage filters of issue 16 as SQL conditions, written once for every list that filters
 * cases by stage: a search over the records index (records-index.queries.ts) and the lead list
 * (leads' filters, over a filing's case or the user's own uploads of a case). The caller says
 * where a case's stage, next sale date and source sale status are; this file says what the
 * filters mean, with common/lifecycle.ts's rules (ended stages, a passed sale date is 'unknown').
 */
import { CASE_STAGES, type CaseStage, ENDED_STAGES, WAITING_ON_SALE } from '@common/lifecycle'
import { type SQL, sql } from 'drizzle-orm'

/** Where a case's state is, as SQL expressions (columns or scalar subqueries). */
export interface CaseStateSql {
  /** The stage as recorded (the latest event's kind); null: nothing reported one. */
  stage: SQL
  /** YYYY-MM-DD date. */
  nextSaleDate: SQL
  /** The source's own sale status (filings only): a case without a stage may still say it. */
  saleStatus?: SQL
}

export interface CaseStageFilter {
  /** Cases whose effective stage (common/lifecycle.ts effectiveStage) is one of these. */
  stages?: readonly CaseStage[]
  /** A live sale set within this many days from today (UTC). */
  saleWithinDays?: number | SQL
  /** Leave out cases that ended: cancelled, sold, redeemed, REO. */
  excludeEnded?: boolean
}

const list = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`)
const ENDED = list(ENDED_STAGES)
const WAITING = list(WAITING_ON_SALE)
/** Today as the server's UTC date, as searches and the lifecycle rules count days. */
const TODAY = sql`(now() at time zone 'UTC')::date`

/** The stage to show today, in SQL: effectiveStage of common/lifecycle.ts. */
function effectiveStageSql(state: CaseStateSql): SQL {
  return sql`(case when ${state.stage} in ${WAITING} and ${state.nextSaleDate} < ${TODAY}
    then 'unknown' else ${state.stage} end)`
}

export const hasCaseStageFilter = (filter: CaseStageFilter) =>
  Boolean(filter.stages?.length) ||
  filter.saleWithinDays !== undefined ||
  Boolean(filter.excludeEnded)

/**
 * The conditions. A sale within N days: a next sale date from today to today + N, on a case
 * whose sale is live (not ended or stayed, by stage or by the source's sale status). Not ended:
 * neither the stage nor the sale status says cancelled, sold, redeemed or REO (a case with no
 * stage stays in). Stages: the effective stage is one of them (a case with none is left out).
 */
export function caseStageConditions(state: CaseStateSql, filter: CaseStageFilter): SQL[] {
  const conditions: SQL[] = []
  const { stage, nextSaleDate, saleStatus } = state
  if (filter.saleWithinDays !== undefined) {
    conditions.push(
      sql`${nextSaleDate} between ${TODAY} and ${TODAY} + ${filter.saleWithinDays}::int`,
      sql`(${stage} is null or ${stage} not in ${ENDED} and ${stage} <> 'bankruptcy_stay')`,
    )
    if (saleStatus) {
      conditions.push(
        sql`(${saleStatus} is null or ${saleStatus} not in ('cancelled', 'sold', 'stayed'))`,
      )
    }
  }
  if (filter.excludeEnded) {
    conditions.push(sql`(${stage} is null or ${stage} not in ${ENDED})`)
    if (saleStatus) {
      conditions.push(sql`(${saleStatus} is null or ${saleStatus} not in ('cancelled', 'sold'))`)
    }
  }
  if (filter.stages?.length) {
    const stages = filter.stages.filter((one) => CASE_STAGES.includes(one))
    conditions.push(sql`${effectiveStageSql(state)} in ${list(stages.length ? stages : ['-'])}`)
  }
  return conditions
}
