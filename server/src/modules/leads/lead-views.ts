/**
 * Leads as the browser gets them, with their case's stage, next sale date and postponements
 * read live from the records index (records' caseStagesFor), so a re-ingest that postponed or
 * cancelled a sale shows on the lead without keeping it again (issue 16). A lead's filing is a
 * result its user was shown, so its stage is theirs to see. A lead kept from an uploaded
 * document shows the stage its user's uploads of that case recorded (documents' face).
 */
import type { LeadProvenance } from '@common/contracts/lead-view'
import type { LeadView } from '@common/contracts/leads'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  type CaseOfLead,
  type CaseStageOfFiling,
  type CaseStateSqlRow,
  caseStageFromRow,
} from '../cases'
import { toLeadView } from './lead.presenter'
import { leadCaseState } from './lead-case-state'
import { provenanceOfLeads } from './lead-provenance'
import type { LeadRow } from './lead-row'
import { type LeadReach, utcToday } from './lead-urgency'
import type { LeadReachReader } from './lead-urgency.deps'

/** The case a lead is about: its filing, else the uploaded record it was kept from. */
export function caseOfLead(row: LeadRow): CaseOfLead | null {
  if (row.filing_id) return { filingId: row.filing_id }
  if (!row.document_id) return null
  return { documentId: row.document_id, position: row.record_position }
}

/**
 * The case stage of each lead (by lead id), read by the same SQL the stage filters use
 * (lead-case-state.ts), so what is shown is what a filter finds.
 */
async function caseStagesOfLeads(
  db: Pick<Db, 'execute'>,
  userId: string,
  rows: readonly LeadRow[],
): Promise<Map<string, CaseStageOfFiling>> {
  const ids = rows.filter((row) => row.filing_id || row.document_id).map((row) => row.id)
  const stages = new Map<string, CaseStageOfFiling>()
  if (ids.length === 0) return stages
  const { rows: states } = await db.execute<CaseStateSqlRow & { id: string }>(
    sql`select leads.id, s.stage, s.next_sale_date::text as next_sale_date, s.postponement_count
      from leads cross join lateral ${leadCaseState} s
      where leads.user_id = ${userId}::uuid
        and leads.id = any(string_to_array(${ids.join(',')}::text, ',')::uuid[])`,
  )
  for (const state of states) stages.set(state.id, caseStageFromRow(state))
  return stages
}

/** What a lead's urgency is worked out from besides its row: stage, provenance and reach. */
export interface LeadUrgencyInputs {
  stages: Map<string, CaseStageOfFiling>
  provenance: Map<string, LeadProvenance>
  reach: ReadonlyMap<string, LeadReach>
}

/**
 * Reads the inputs of `rows` beyond the rows themselves (a few statements for any number of
 * leads): the views and the stored score's refresh (lead-urgency-refresh.service.ts) read the
 * same, so the score stored is the one shown. No `reach` reader: no lead is reachable.
 */
export async function urgencyInputsOf(
  db: Pick<Db, 'execute'>,
  userId: string,
  rows: readonly LeadRow[],
  reach?: LeadReachReader,
): Promise<LeadUrgencyInputs> {
  const leadIds = rows.map((row) => row.id)
  const [stages, provenance, reachable] = await Promise.all([
    caseStagesOfLeads(db, userId, rows),
    provenanceOfLeads(db, userId, rows),
    reach && leadIds.length > 0 ? reach(db, { userId, leadIds }) : new Map<string, LeadReach>(),
  ])
  return { stages, provenance, reach: reachable }
}

/** The views of `rows`; `reach`: the contacts module's reader (none: nobody reachable). */
export async function toLeadViews(
  db: Pick<Db, 'execute'>,
  userId: string,
  rows: readonly LeadRow[],
  reach?: LeadReachReader,
): Promise<LeadView[]> {
  const inputs = await urgencyInputsOf(db, userId, rows, reach)
  const today = utcToday()
  return rows.map((row) =>
    toLeadView(
      row,
      inputs.stages.get(row.id),
      inputs.provenance.get(row.id),
      inputs.reach.get(row.id),
      today,
    ),
  )
}
