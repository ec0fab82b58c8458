import { useUser } from '@/features/accounts'
import { currentPlanTier, SubscriptionPage } from '@/features/billing'
import { PlanCoverage } from '@/features/coverage'

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
      coverage={isPending ? null : <PlanCoverage signedIn={Boolean(user)} />}
    />
  )
}
