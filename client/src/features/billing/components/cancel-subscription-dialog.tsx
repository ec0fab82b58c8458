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
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" className="text-destructive">
          Cancel subscription
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel your subscription?</DialogTitle>
          <DialogDescription>
            PayPal will not charge you again. You keep your plan until the end of the period you
            have paid for; after that its features end.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={cancel.isPending}>
              Keep subscription
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => void confirm()}
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel subscription'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
