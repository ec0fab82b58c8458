import type { DocumentView } from '@common/contracts/documents'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { DialogCancelButton, ModalDialog } from '@/components/ui/modal-dialog'
import { PendingButton } from '@/components/ui/pending-button'
import { toast } from '@/hooks/use-toast'
import { useDeleteDocument } from '../api/delete-document'
import { deleteErrorToast } from '../lib/documents-toast'

/** What deleting a document also removes, and what runs around it (the dashboard's leads). */
export interface DeleteOptions {
  /** Said in the confirmation after the document: 'and its 3 leads with their notes'. */
  alsoRemoves?: string
  /** Runs first (the leads kept from the document are deleted with it). */
  before?: (document: DocumentView) => Promise<unknown>
  /** Runs after the document is gone. */
  after?: (document: DocumentView) => void
}

/** 'Delete' with a confirmation: the document and its extracted data are removed for good. */
export function DeleteDocumentDialog({
  document,
  alsoRemoves,
  before,
  after,
}: { document: DocumentView } & DeleteOptions) {
  const [open, setOpen] = useState(false)
  const remove = useDeleteDocument({
    before,
    onDeleted: (deleted) => {
      toast({ title: 'Document Deleted', description: `${deleted.originalName} was deleted.` })
      after?.(deleted)
    },
    onFailed: (error) => toast(deleteErrorToast(error)),
  })
  const onConfirm = () => {
    remove.mutate(document, { onSuccess: () => setOpen(false) })
  }
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !remove.isPending && setOpen(next)}
      trigger={
        <Button type="button" variant="outline" size="sm" className="text-destructive">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title="Delete this document?"
      description={
        <>
          {document.originalName} and the data extracted from it
          {alsoRemoves ? `, ${alsoRemoves},` : ''} will be removed. This cannot be undone.
        </>
      }
      footer={
        <>
          <DialogCancelButton disabled={remove.isPending} />
          <PendingButton
            type="button"
            variant="destructive"
            onClick={onConfirm}
            pending={remove.isPending}
            pendingLabel="Deleting..."
            icon={<Trash2 aria-hidden="true" />}
          >
            Delete Document
          </PendingButton>
        </>
      }
    />
  )
}
