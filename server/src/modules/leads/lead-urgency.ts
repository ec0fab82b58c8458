/**
 * A lead's urgency as its views show it (issue 35, docs/decisions/0084, 0085): common/urgency.ts
 * on what the lead, its case's stage now, its provenance and its contacts say, worked out when
 * the lead is read, so the clock is today's.
 */
import type { LeadProvenance, LeadUrgency } from '@common/contracts/lead-view'
import type { SaleStatus } from '@common/enums'
import { urgencyExplanation, urgencyOf } from '@common/urgency'
import type { CaseStageOfFiling } from '../cases'
import type { LeadRow } from './lead-row'

/** How a lead's defendants may be reached: traced phones not on DNC, e-mails that may be used. */
export interface LeadReach {
  phones: number
  emails: number
}

export const NO_REACH: LeadReach = { phones: 0, emails: 0 }

/** Today's date in UTC, 'YYYY-MM-DD' (what the score's clock counts from). */
export const utcToday = (now: Date = new Date()) => now.toISOString().slice(0, 10)

export function leadUrgencyOf(
  row: LeadRow,
  stage: CaseStageOfFiling,
  provenance: Pick<LeadProvenance, 'stale'>,
  reach: LeadReach,
  today: string,
): LeadUrgency {
  const equity = row.estimated_equity === null ? null : Number(row.estimated_equity)
  const urgency = urgencyOf(
    {
      state: row.state,
      stage: stage.stage,
      nextSaleDate: stage.nextSaleDate ?? row.sale_date,
      postponementCount: stage.postponementCount,
      saleStatus: row.sale_status as SaleStatus | null,
      filingDate: row.filing_date,
      equity: equity !== null && Number.isFinite(equity) ? equity : null,
      reachablePhones: reach.phones,
      usableEmails: reach.emails,
      stale: provenance.stale,
    },
    today,
  )
  return { ...urgency, explanation: urgencyExplanation(urgency) }
}
