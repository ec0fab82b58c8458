import type { LeadView, ListLeadsResponse } from '@common/contracts/leads'
import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query'
import { FileX } from 'lucide-react'
import { LoadingLine } from '@/components/loading-line'
import { DocumentPreview, useDocument } from '@/features/documents'
import { deleteDocumentLeads } from '@/features/leads'
import { isUnderOneLeadKey, queryKeys } from '@/lib/query-keys'
import { publicRecordViewOfLead } from './lead-document-view'

interface LeadSourceProps {
  lead: LeadView
  downloadsLeft: number | null
  /** Whether the plan shows contact info (pro, elite): the public record's contact gating. */
  contactInfo: boolean
}

/**
 * The leads deleted with their document: taken out of the cached lists at once (so the detail
 * moves on), then the lists and counts read again; the deleted lead itself is not read again.
 */
function forgetLeadsOf(queryClient: QueryClient, documentId: string): void {
  queryClient.setQueriesData<InfiniteData<ListLeadsResponse>>(
    { queryKey: queryKeys.leads.lists },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          leads: page.leads.filter((lead) => lead.source.documentId !== documentId),
        })),
      },
  )
  void queryClient.invalidateQueries({
    queryKey: queryKeys.leads.all,
    predicate: (query) => !isUnderOneLeadKey(query.queryKey),
  })
}

const leadsNoun = (count: number) =>
  count === 1 ? 'its lead with its notes' : `its ${count} leads with their notes`

/**
 * The document a lead came from (docs/decisions/0019): an upload's document view with the
 * evidence of each field (a record of a sheriff-sale list marked in the list's table), or the
 * public record with its link at the source. Deleting the upload here deletes its leads too.
 */
export function LeadSource({ lead, downloadsLeft, contactInfo }: LeadSourceProps) {
  const queryClient = useQueryClient()
  const documentId = lead.sourceKind === 'search_result' ? null : lead.source.documentId
  const document = useDocument(documentId)

  if (lead.sourceKind === 'search_result') {
    const view = publicRecordViewOfLead(lead, contactInfo ? 'none' : 'upgrade_required')
    return (
      <DocumentPreview
        document={view}
        downloadsLeft={downloadsLeft}
        delete={false}
        contactInfo={false}
      />
    )
  }
  if (!documentId || document.isError) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-dashed p-4 text-muted-foreground text-sm">
        <FileX className="size-4" aria-hidden="true" />
        The document this lead was read from has been deleted; the lead keeps what was read.
      </p>
    )
  }
  if (!document.data) {
    return <LoadingLine>Loading the document...</LoadingLine>
  }
  const records = document.data.recordCount
  return (
    <DocumentPreview
      document={document.data}
      downloadsLeft={downloadsLeft}
      highlightRecord={lead.source.recordPosition}
      contactInfo={false}
      summary={false}
      delete={{
        alsoRemoves: leadsNoun(Math.max(records, 1)),
        before: (doc) => deleteDocumentLeads(doc.id),
        after: (doc) => forgetLeadsOf(queryClient, doc.id),
      }}
    />
  )
}
