import type { UserResponse } from '@common/contracts/accounts'
import { Crown, Sparkles } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { hasActiveSubscription, planLabel } from '../lib/account-labels'

/** The user's plan in the header: the tier of a subscriber, else 'Free Trial'. */
export function PlanBadge({ user }: { user: UserResponse }) {
  const subscribed = hasActiveSubscription(user)
  const Icon = subscribed ? Crown : Sparkles
  return (
    <Badge variant={subscribed ? 'default' : 'highlight'}>
      <Icon aria-hidden="true" />
      {planLabel(user)}
    </Badge>
  )
}
