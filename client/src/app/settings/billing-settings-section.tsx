import type { UserResponse } from '@common/contracts/accounts'
import { CreditCard, Sparkles } from 'lucide-react'
import { Fact } from '@/components/fact'
import { Button } from '@/components/ui/button'
import { useUpgradeModal } from '@/components/upgrade/upgrade-modal-context'
import { planLabel, SettingsCard, useUser } from '@/features/accounts'
import {
  BillingHistoryCard,
  hasHighestTier,
  isSubscribed,
  SubscriptionDetails,
  useBillingHistory,
} from '@/features/billing'
import { formatDate } from '@/lib/format'

/**
 * Settings: the plan, its status (with 'Cancel subscription' while it runs), the next billing
 * date from the provider, 'Upgrade' (the plan chooser) and the billing history. Composed here
 * from the accounts and billing features, which do not import each other.
 */
export function BillingSettingsSection() {
  const { data: user } = useUser()
  return user ? <BillingSettings user={user} /> : null
}

function BillingSettings({ user }: { user: UserResponse }) {
  const { openUpgradeModal } = useUpgradeModal()
  const subscribed = isSubscribed(user)
  const history = useBillingHistory(user.subscriptionStatus !== 'inactive')
  const nextBillingAt = history.data?.nextBillingAt ?? null
  return (
    <div className="grid gap-4">
      <SettingsCard
        id="subscription"
        icon={CreditCard}
        title="Subscription and billing"
        description="Your plan and payments through PayPal."
      >
        <div className="grid gap-3 text-sm">
          <dl className="grid gap-3 sm:grid-cols-2">
            <Fact term="Plan">{planLabel(user)}</Fact>
            {subscribed && (
              <Fact term="Next billing date">
                {nextBillingAt
                  ? `${formatDate(nextBillingAt)}${history.data?.simulated ? ' (simulated)' : ''}`
                  : history.isPending
                    ? 'Loading...'
                    : 'Not scheduled'}
              </Fact>
            )}
          </dl>
          <div className="sm:max-w-xs">
            <SubscriptionDetails user={user} />
          </div>
          {!hasHighestTier(user) && (
            <div>
              <Button type="button" onClick={openUpgradeModal}>
                <Sparkles aria-hidden="true" />
                {subscribed ? 'Change plan' : 'Upgrade'}
              </Button>
            </div>
          )}
        </div>
      </SettingsCard>
      <BillingHistoryCard user={user} />
    </div>
  )
}
