import type { DocumentView } from '@common/contracts/documents'
import type { LeadView } from '@common/contracts/leads'
import type { DetailSelection } from '@/features/leads'

/** What the detail beside the list shows. */
export type Detail =
  | { kind: 'document'; document: DocumentView }
  | { kind: 'lead'; lead: LeadView; number: number | undefined }
  | { kind: 'lead-id'; id: string }
  | null

/**
 * The detail to show: what the user opened, else the first item listed (documents not yet
 * leads first, then the leads). An upload the user opened while it was analysed becomes its lead
 * once processing made one (the first record's, for a sale list); a lead opened that is not on a
 * loaded page (the board's) is shown by its id.
 */
export function resolveDetail(
  selection: DetailSelection | null,
  documents: readonly DocumentView[],
  leads: readonly LeadView[],
): Detail {
  const leadAt = (index: number): Detail => {
    const lead = leads[index]
    return lead ? { kind: 'lead', lead, number: index + 1 } : null
  }
  if (selection?.kind === 'document') {
    const document = documents.find((candidate) => candidate.id === selection.id)
    if (document) return { kind: 'document', document }
    const index = leads.findIndex((lead) => lead.source.documentId === selection.id)
    if (index >= 0) return leadAt(index)
  } else if (selection?.kind === 'lead') {
    const index = leads.findIndex((lead) => lead.id === selection.id)
    return index >= 0 ? leadAt(index) : { kind: 'lead-id', id: selection.id }
  }
  const first = documents[0]
  return first ? { kind: 'document', document: first } : leadAt(0)
}
