import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { DialogCancelButton, ModalDialog } from '@/components/ui/modal-dialog'

interface AccountExistsDialogProps {
  /** The dialog's text; the dialog is open while there is one. */
  message: string | undefined
  onClose: () => void
}

/** Someone with this name already used the trial: subscribe to continue, or cancel. */
export function AccountExistsDialog({ message, onClose }: AccountExistsDialogProps) {
  return (
    <ModalDialog
      open={message !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title="Account Already Exists"
      description={message}
      footer={
        <>
          <DialogCancelButton />
          <Button asChild>
            <Link to="/subscription">View Subscription Plans</Link>
          </Button>
        </>
      }
    />
  )
}
