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

/** 'Delete' with a confirmation: the document and its extracted data are removed for good. */
export function DeleteDocumentDialog({ document }: { document: DocumentView }) {
  const [open, setOpen] = useState(false)
  const remove = useDeleteDocument()
  const onConfirm = () => {
    remove.mutate(document.id, {
      onSuccess: () => {
        setOpen(false)
        toast({ title: 'Document Deleted', description: `${document.originalName} was deleted.` })
      },
      onError: (error) => toast(deleteErrorToast(error)),
    })
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
            {document.originalName} and the data extracted from it will be removed. This cannot be
            undone.
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
