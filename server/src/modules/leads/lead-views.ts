/**
 * Leads as the browser gets them, with their case's stage, next sale date and postponements
 * read live from the records index (records' caseStagesFor), so a re-ingest that postponed or
 * cancelled a sale shows on the lead without keeping it again (issue 16). A lead's filing is a
 * result its user was shown, so its stage is theirs to see.
 */
import type { LeadView } from '@common/contracts/leads'
import type { Db } from '../../db/client'
import { caseStagesFor } from '../records'
import { toLeadView } from './lead.presenter'
import type { LeadRow } from './lead-row'

export async function toLeadViews(
  db: Pick<Db, 'execute'>,
  rows: readonly LeadRow[],
): Promise<LeadView[]> {
  const stages = await caseStagesFor(
    db,
    rows.flatMap((row) => (row.filing_id ? [row.filing_id] : [])),
  )
  return rows.map((row) => toLeadView(row, row.filing_id ? stages.get(row.filing_id) : undefined))
}
