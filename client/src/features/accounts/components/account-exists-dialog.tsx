import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

interface AccountExistsDialogProps {
  /** The dialog's text; the dialog is open while there is one. */
  message: string | undefined
  onClose: () => void
}

/** Someone with this name already used the trial: subscribe to continue, or cancel. */
export function AccountExistsDialog({ message, onClose }: AccountExistsDialogProps) {
  return (
    <Dialog open={message !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Account Already Exists</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button asChild>
            <Link to="/subscription">View Subscription Plans</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
