import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { DialogCancelButton, ModalDialog } from '@/components/ui/modal-dialog'
import { toast } from '@/hooks/use-toast'
import type { useCancelSubscription } from '../api/cancel-subscription'
import {
  cancelSubscriptionErrorToast,
  subscriptionCancelledToast,
} from '../lib/subscription-toasts'

interface CancelSubscriptionDialogProps {
  /** The cancel mutation, owned by the caller so it can show the end date the reply brings. */
  cancel: ReturnType<typeof useCancelSubscription>
}

/** 'Cancel subscription', confirmed in a dialog; access continues to the end of the period. */
export function CancelSubscriptionDialog({ cancel }: CancelSubscriptionDialogProps) {
  const [open, setOpen] = useState(false)

  async function confirm() {
    try {
      const reply = await cancel.mutateAsync()
      toast(subscriptionCancelledToast(reply.message))
      setOpen(false)
    } catch (error) {
      toast(cancelSubscriptionErrorToast(error))
    }
  }

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !cancel.isPending && setOpen(next)}
      trigger={
        <Button type="button" variant="outline" size="sm" className="text-destructive">
          Cancel subscription
        </Button>
      }
      title="Cancel your subscription?"
      description="PayPal will not charge you again. You keep your plan until the end of the period you have paid for; after that its features end."
      footer={
        <>
          <DialogCancelButton disabled={cancel.isPending}>Keep subscription</DialogCancelButton>
          <Button
            type="button"
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => void confirm()}
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel subscription'}
          </Button>
        </>
      }
    />
  )
}
