import type { DocumentView } from '@common/contracts/documents'
import { LoaderCircle, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
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
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" className="text-destructive">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this document?</DialogTitle>
          <DialogDescription>
            {document.originalName} and the data extracted from it
            {alsoRemoves ? `, ${alsoRemoves},` : ''} will be removed. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            onClick={onConfirm}
            disabled={remove.isPending}
          >
            {remove.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Trash2 aria-hidden="true" />
            )}
            {remove.isPending ? 'Deleting...' : 'Delete Document'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
