import { useUser } from '@/features/accounts/api/get-user'
import { SubscriptionPage } from '@/features/billing/components/subscription-page'
import { currentPlanTier } from '@/features/billing/lib/plan-status'

/**
 * `/subscription`: open to everyone, since registration sends visitors here whose e-mail or
 * name already had a trial; the page needs to know whether anyone is signed in.
 */
export function SubscriptionRoute() {
  const { data: user, isPending } = useUser()
  return (
    <SubscriptionPage
      signedIn={isPending ? undefined : Boolean(user)}
      currentTier={user ? currentPlanTier(user) : null}
    />
  )
}
