import type { LeadView } from '@common/contracts/leads'

/** The pipeline's columns, in order, with the words the board and the status picker show. */
export { LEAD_STATUS_LABELS as STATUS_LABELS } from '@common/lead-labels'

/** The lead's name in the list: the defendant, else the address, else the case number. */
export function leadTitle(
  lead: Pick<LeadView, 'defendantName' | 'propertyAddress' | 'caseNumber'>,
) {
  return lead.defendantName ?? lead.propertyAddress ?? lead.caseNumber ?? 'Unnamed lead'
}

/** The line under the name: the address (when the name is the defendant) and the case. */
export function leadSummary(lead: LeadView): string {
  const parts = [
    lead.defendantName ? lead.propertyAddress : null,
    lead.caseNumber ? `Case ${lead.caseNumber}` : null,
  ].filter(Boolean)
  return parts.join(' · ') || lead.filingType || 'No details extracted'
}

/** Where the lead came from, in words. */
export function sourceLabel(lead: Pick<LeadView, 'sourceKind' | 'source'>): string {
  if (lead.sourceKind === 'search_result') return 'Public record'
  if (lead.sourceKind === 'document_record') {
    return `Record ${(lead.source.recordPosition ?? 0) + 1} of an uploaded list`
  }
  return 'Uploaded PDF'
}
