/**
 * A lead's plain-language summary (Elite: "AI summarization"), from its own record's fields
 * only: filing type, parties, property, case and court, amount, the case's sale date and
 * status, the answer deadline its document states (a single-record upload; a list's records
 * have none of their own), and what normally happens next in its state's process.
 */
import type { Db } from '../../db/client'
import { summarize } from '../../reading'
import { documentAnswerDeadline } from '../documents'
import type { LeadRow } from './lead-row'

export async function leadSummary(db: Db, userId: string, row: LeadRow): Promise<string | null> {
  const answerDeadline =
    row.document_id && row.record_position === null
      ? await documentAnswerDeadline(db, { userId, documentId: row.document_id })
      : null
  return summarize({
    documentType: row.filing_type,
    defendantName: row.defendant_name,
    plaintiff: row.plaintiff_name,
    propertyAddress: row.property_address,
    caseNumber: row.case_number,
    court: row.court,
    loanAmount: row.loan_amount,
    amountKind: row.amount_kind,
    saleDate: row.sale_date,
    saleStatus: row.sale_status,
    filingDate: row.filing_date,
    state: row.state,
    answerDeadline,
  })
}
