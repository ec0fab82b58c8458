/**
 * Leads as the browser gets them, with their case's stage, next sale date and postponements
 * read live from the records index (records' caseStagesFor), so a re-ingest that postponed or
 * cancelled a sale shows on the lead without keeping it again (issue 16). A lead's filing is a
 * result its user was shown, so its stage is theirs to see. A lead kept from an uploaded
 * document shows the stage its user's uploads of that case recorded (documents' face).
 */
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
export async function caseStagesOfLeads(
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

export async function toLeadViews(
  db: Pick<Db, 'execute'>,
  userId: string,
  rows: readonly LeadRow[],
): Promise<LeadView[]> {
  const [stages, provenance] = await Promise.all([
    caseStagesOfLeads(db, userId, rows),
    provenanceOfLeads(db, userId, rows),
  ])
  return rows.map((row) => toLeadView(row, stages.get(row.id), provenance.get(row.id)))
}
