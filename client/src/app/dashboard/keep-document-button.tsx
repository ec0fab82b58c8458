import type { DocumentView } from '@common/contracts/documents'
import type { KeepLeadsRequest } from '@common/contracts/leads'
import { BookmarkPlus } from 'lucide-react'
import { PendingButton } from '@/components/ui/pending-button'
import { leadChangeErrorToast, useKeepLeads } from '@/features/leads'
import { toast } from '@/hooks/use-toast'

/**
 * 'Keep as Lead' for a document that is not a lead yet: a saved public record, or an upload
 * processed before uploads became leads by themselves (0019). Opens the kept lead.
 */
export function KeepDocumentButton({
  document,
  onKept,
}: {
  document: DocumentView
  onKept: (leadId: string) => void
}) {
  const keep = useKeepLeads()
  if (document.processingStatus !== 'completed' || !document.isAccessibleInTrial) return null
  // A list becomes leads through its import preview, in the background (0058).
  if (document.listImport && document.listImport.status !== 'imported') return null
  const request: KeepLeadsRequest =
    document.documentType === 'uploaded'
      ? { from: 'document', documentId: document.id }
      : { from: 'results', resultIds: [document.id] }
  return (
    <PendingButton
      type="button"
      size="sm"
      variant="outline"
      className="justify-self-start"
      pending={keep.isPending}
      icon={<BookmarkPlus aria-hidden="true" />}
      onClick={() =>
        keep.mutate(request, {
          onSuccess: ({ leads, created }) => {
            toast({
              title: 'Kept as Lead',
              description:
                created > 0
                  ? `${leads.length === 1 ? 'It is' : `${leads.length} leads are`} in your pipeline as New.`
                  : 'It was already in your pipeline.',
            })
            const first = leads[0]
            if (first) onKept(first.id)
          },
          onError: (error) => toast({ ...leadChangeErrorToast(error), title: 'Not Kept' }),
        })
      }
    >
      Keep as Lead
    </PendingButton>
  )
}
