import type { UserResponse } from '@common/contracts/accounts'
import { Fact } from '@/components/fact'
import { useCancelSubscription } from '../api/cancel-subscription'
import { useUsage } from '../api/get-usage'
import { accessEndLabel, isSubscribed, subscriptionStatusLabel } from '../lib/plan-status'
import { CancelSubscriptionDialog } from './cancel-subscription-dialog'

/**
 * The subscription part of 'My Account': its status, and for an active subscription either
 * 'Cancel subscription' or, once cancelled, the date access ends. Trial users see nothing here.
 */
export function SubscriptionDetails({ user }: { user: UserResponse }) {
  const subscribed = isSubscribed(user)
  const { data: report } = useUsage(subscribed)
  const cancel = useCancelSubscription()
  const endsAt = cancel.data?.endsAt ?? report?.endsAt ?? null
  const status = subscriptionStatusLabel(user.subscriptionStatus, endsAt)
  if (!status) return null
  return (
    <div className="grid gap-3 border-t pt-3 text-sm">
      <dl className="grid gap-2">
        <Fact term="Status">{status}</Fact>
      </dl>
      {subscribed && endsAt && <p className="text-muted-foreground">{accessEndLabel(endsAt)}</p>}
      {subscribed && !endsAt && report && <CancelSubscriptionDialog cancel={cancel} />}
    </div>
  )
}
