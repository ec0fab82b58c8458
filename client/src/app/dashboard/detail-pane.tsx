import type { UserResponse } from '@common/contracts/accounts'
import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { LoadingLine } from '@/components/loading-line'
import { Button } from '@/components/ui/button'
import { useUpgradeModal } from '@/components/upgrade/upgrade-modal-context'
import { LeadContactsPanel } from '@/features/contacts'
import { PushToCrmButton } from '@/features/crm'
import {
  DocumentPreview,
  DocumentSlotsProvider,
  fieldsToCheck,
  useDocument,
} from '@/features/documents'
import { PropertyEnrichmentPanel } from '@/features/enrichment'
import { LeadPhoto } from '@/features/images'
import { LeadDetail, useLead } from '@/features/leads'
import { LeadOutreachTimeline } from '@/features/outreach'
import { queryKeys } from '@/lib/query-keys'
import type { Detail } from './detail-selection'
import { KeepDocumentButton } from './keep-document-button'
import { LeadSource } from './lead-source'
import { planFeatures } from './plan-features'

interface DetailPaneProps {
  detail: Detail
  user: UserResponse
  downloadsLeft: number | null
  /** Shown on small screens, where the detail is a view of its own: back to the list. */
  onBack?: () => void
  /** Opens a lead (one just kept from a document). */
  onOpenLead?: (leadId: string) => void
}

const NO_SLOTS = {}

function LeadById({
  id,
  ...props
}: Omit<DetailPaneProps, 'detail' | 'onBack' | 'onOpenLead'> & { id: string }) {
  const lead = useLead(id)
  if (lead.isError) {
    return <p className="p-4 text-muted-foreground text-sm">This lead is not among your leads.</p>
  }
  if (!lead.data) {
    return <LoadingLine>Loading the lead...</LoadingLine>
  }
  return <LeadPane lead={lead.data} {...props} />
}

function LeadPane({
  lead,
  number,
  user,
  downloadsLeft,
}: Omit<DetailPaneProps, 'detail' | 'onBack' | 'onOpenLead'> & {
  lead: Extract<Detail, { kind: 'lead' }>['lead']
  number?: number
}) {
  const { openUpgradeModal } = useUpgradeModal()
  const plan = planFeatures(user)
  // The upload behind the lead (read once with its source preview): its fields to check.
  const source = useDocument(lead.sourceKind === 'search_result' ? null : lead.source.documentId)
  return (
    <LeadDetail
      key={lead.id}
      lead={lead}
      toCheck={source.data ? fieldsToCheck(source.data) : []}
      number={number}
      canTagAndFile={plan.tagsAndFolders}
      onUpgrade={openUpgradeModal}
      contacts={<LeadContactsPanel leadId={lead.id} />}
      actions={lead.isSample ? null : <PushToCrmButton leadIds={[lead.id]} />}
      outreach={<LeadOutreachTimeline leadId={lead.id} />}
      property={
        <PropertyEnrichmentPanel
          leadId={lead.id}
          photo={<LeadPhoto leadId={lead.id} onUpgrade={openUpgradeModal} />}
        />
      }
      source={
        // The lead's own contacts panel is above: its source document offers none of its own.
        <DocumentSlotsProvider value={NO_SLOTS}>
          <LeadSource lead={lead} downloadsLeft={downloadsLeft} contactInfo={plan.contactInfo} />
        </DocumentSlotsProvider>
      }
    />
  )
}

/** The detail beside the list (or, on a phone, instead of it): a lead, or a document not yet one. */
export function DetailPane({ detail, onBack, onOpenLead, ...props }: DetailPaneProps) {
  const queryClient = useQueryClient()
  if (!detail) return null
  return (
    <div className="grid min-w-0 gap-3">
      {onBack && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start xl:hidden"
          onClick={onBack}
        >
          <ArrowLeft aria-hidden="true" />
          Back to the list
        </Button>
      )}
      {detail.kind === 'document' && onOpenLead && (
        <KeepDocumentButton document={detail.document} onKept={onOpenLead} />
      )}
      {detail.kind === 'document' && (
        <DocumentPreview
          key={detail.document.id}
          document={detail.document}
          downloadsLeft={props.downloadsLeft}
          delete={{
            after: () => void queryClient.invalidateQueries({ queryKey: queryKeys.leads.all }),
          }}
        />
      )}
      {detail.kind === 'lead' && <LeadPane lead={detail.lead} number={detail.number} {...props} />}
      {detail.kind === 'lead-id' && <LeadById id={detail.id} {...props} />}
    </div>
  )
}
