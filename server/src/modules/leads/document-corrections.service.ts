/**
 * The lead of a corrected document follows the correction (issue 34, item 7): when the user
 * corrects a field of an uploaded single-record document, the lead kept from it takes the new
 * value in the columns that field is shown through, and nothing else changes. The user's own
 * fields (status, tags, folder, next action, notes) and the other case fields, which the user
 * may have worked from, stay as they are. Documents cannot import this module (leads reads
 * documents through its face): the composition root hands this function to the correction,
 * which calls it inside its transaction.
 */
import type { CorrectionField } from '@common/field-corrections'
import { and, eq } from 'drizzle-orm'
import { leads } from '../../db/schema'
import { type CorrectionTransaction, documentForLeads } from '../documents'
import { copyOfDocumentCase } from './lead-copies'
import type { LeadCopy } from './leads.queries'

/** The lead columns each corrected field is shown through. */
const LEAD_COLUMNS_OF: Record<CorrectionField, readonly (keyof LeadCopy)[]> = {
  defendantName: ['defendantName'],
  propertyAddress: ['propertyAddress', 'city', 'state', 'zipCode'],
  zipCode: ['zipCode', 'propertyAddress'],
  caseNumber: ['caseNumber'],
  loanAmount: ['loanAmount', 'amountKind'],
  filingDate: ['filingDate', 'saleDate'],
  saleDate: ['saleDate', 'filingDate'],
}

/** Updates the owner's lead kept from the document; how many leads changed (0 or 1). */
export async function followDocumentCorrection(
  tx: CorrectionTransaction,
  change: { userId: string; documentId: string; field: CorrectionField },
): Promise<number> {
  const doc = await documentForLeads(tx, { userId: change.userId, documentId: change.documentId })
  if (!doc || doc.records.length > 0) return 0
  const copy = copyOfDocumentCase(doc.id, doc.own, null)
  const set = Object.fromEntries(LEAD_COLUMNS_OF[change.field].map((key) => [key, copy[key]]))
  const updated = await tx
    .update(leads)
    // A corrected sale date, filing date or state moves the urgency: it is due (0085).
    .set({ ...set, urgencyComputedAt: null })
    .where(and(eq(leads.userId, change.userId), eq(leads.dedupeKey, copy.dedupeKey)))
    .returning({ id: leads.id })
  return updated.length
}
