import type { PaidTier } from '@common/enums'
import { useEffect, useState } from 'react'
import { toast } from '@/hooks/use-toast'
import { useCreateSubscription } from '../api/create-subscription'
import {
  ALREADY_SUBSCRIBED_TOAST,
  createSubscriptionErrorToast,
  isUnauthorizedError,
} from '../lib/subscription-toasts'

interface StartSubscriptionOptions {
  /** The plan is already active (no approval URL): e.g. close the modal. */
  onAlreadySubscribed?: () => void
  /** Nobody is signed in (401); without this the failure is toasted like any other. */
  onUnauthorized?: () => void
}

/**
 * The subscribe flow's first step (spec section 4): create the subscription, then send the
 * browser to the approval URL. `isProcessing` stays true from the click until the browser
 * leaves, so every plan button can stay disabled and read 'Processing...'; a failure clears
 * it and shows the toast of spec section 8.
 */
export function useStartSubscription(options: StartSubscriptionOptions = {}) {
  const createSubscription = useCreateSubscription()
  const [leaving, setLeaving] = useState(false)

  // Coming back with the browser's Back button can restore this page as it was left.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false)
    }
    window.addEventListener('pageshow', reset)
    return () => window.removeEventListener('pageshow', reset)
  }, [])

  async function start(tier: PaidTier): Promise<void> {
    let approvalUrl: string | null
    try {
      approvalUrl = (await createSubscription.mutateAsync(tier)).approvalUrl
    } catch (error) {
      if (isUnauthorizedError(error) && options.onUnauthorized) options.onUnauthorized()
      else toast(createSubscriptionErrorToast(error))
      return
    }
    if (approvalUrl) {
      setLeaving(true)
      window.location.href = approvalUrl
      return
    }
    toast(ALREADY_SUBSCRIBED_TOAST)
    options.onAlreadySubscribed?.()
  }

  return {
    start,
    isProcessing: createSubscription.isPending || leaving,
    /** The tier whose button was clicked last, while processing. */
    processingTier:
      createSubscription.isPending || leaving ? createSubscription.variables : undefined,
  }
}
