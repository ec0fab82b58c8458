import type { TrialStatusResponse, UserResponse } from '@common/contracts/accounts'
import { ArrowLeft, Clock, Crown, Sparkles, TimerOff } from 'lucide-react'
import { LinkButton } from '@/components/link-button'
import { Badge } from '@/components/ui/badge'
import { planBadgeLabel, trialBadgeLabel } from '../lib/records-labels'

/** The trial badge: only without an active subscription, and once the trial status is known. */
function TrialBadge({ user, status }: { user: UserResponse; status?: TrialStatusResponse }) {
  if (user.subscriptionStatus === 'active' || !status) return null
  const Icon = status.isExpired ? TimerOff : status.startedAt ? Clock : Sparkles
  return (
    <Badge
      variant={status.isExpired ? 'destructive' : 'outline'}
      className={status.isExpired ? undefined : 'border-amber-300 bg-amber-50 text-amber-900'}
    >
      <Icon aria-hidden="true" />
      {trialBadgeLabel(status)}
    </Badge>
  )
}

/** The page's header (spec section 2): title, trial and plan badges, and the way back. */
export function RecordsHeader({
  user,
  trialStatus,
}: {
  user: UserResponse
  trialStatus: TrialStatusResponse | undefined
}) {
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-4 sm:px-6">
        <div className="flex min-w-0 flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-4">
          <LinkButton to="/" variant="outline" size="sm">
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </LinkButton>
          <div className="min-w-0">
            <h1 className="font-bold text-xl tracking-tight sm:text-2xl">Public Records Search</h1>
            <p className="hidden text-muted-foreground text-sm sm:block">
              Foreclosure filings by state and ZIP code
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <TrialBadge user={user} status={trialStatus} />
          <Badge variant="secondary">
            <Crown aria-hidden="true" />
            {planBadgeLabel(user)}
          </Badge>
        </div>
      </div>
    </header>
  )
}
