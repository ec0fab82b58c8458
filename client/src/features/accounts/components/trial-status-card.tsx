import type { TrialStatusResponse, UserResponse } from '@common/contracts/accounts'
import { TRIAL } from '@common/limits'
import { Clock, LoaderCircle, TimerOff } from 'lucide-react'
import { SectionCard } from '@/components/section-card'
import { Button } from '@/components/ui/button'
import { CardContent } from '@/components/ui/card'
import { useUpgradeModal } from '@/components/upgrade/upgrade-modal-context'
import { useTrialStatus } from '../api/get-trial-status'
import { TrialAllowance } from './trial-allowance'

function hoursLeft(hours: number | null): string {
  const count = hours ?? 0
  return `${count} ${count === 1 ? 'hour' : 'hours'} remaining`
}

function TrialBody({ status }: { status: TrialStatusResponse }) {
  const { openUpgradeModal } = useUpgradeModal()
  if (status.isExpired) {
    return (
      <>
        <p className="flex items-center gap-2 font-semibold text-destructive">
          <TimerOff className="size-4" aria-hidden="true" />
          Trial Expired
        </p>
        <p className="text-muted-foreground text-sm">
          Your {TRIAL.durationHours}-hour free trial has ended. Subscribe to keep searching public
          records and working with your documents.
        </p>
        <Button type="button" className="w-full" onClick={openUpgradeModal}>
          Subscribe Now
        </Button>
      </>
    )
  }
  if (!status.startedAt) {
    return <p className="font-semibold text-emerald-700">Free Trial Available</p>
  }
  return (
    <>
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <Clock className="size-4 text-primary" aria-hidden="true" />
        {hoursLeft(status.hoursRemaining)}
      </p>
      <dl className="grid gap-3">
        <TrialAllowance label="Searches" remaining={status.searchesRemaining} of={TRIAL.searches} />
        <TrialAllowance
          label="Downloads"
          remaining={status.downloadsRemaining}
          of={TRIAL.downloads}
        />
        <TrialAllowance
          label="Uploads"
          remaining={status.uploadsRemaining}
          of={TRIAL.documentUploads}
        />
      </dl>
    </>
  )
}

/**
 * The sidebar's free-trial status, polled every minute while the subscription is not active.
 * A subscriber, or a user the server says is not on a trial, sees nothing here.
 */
export function TrialStatusCard({ user }: { user: UserResponse }) {
  const { data: status, isPending, isError, isEnabled } = useTrialStatus(user)
  if (!isEnabled || status?.isTrialUser === false) return null
  return (
    <SectionCard id="trial-status" title="Free Trial" headerClassName="pb-3">
      <CardContent className="grid gap-4">
        {isPending ? (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Checking your trial...
          </p>
        ) : isError || !status ? (
          <p className="text-muted-foreground text-sm">
            Your trial status could not be loaded. It will be checked again shortly.
          </p>
        ) : (
          <TrialBody status={status} />
        )}
      </CardContent>
    </SectionCard>
  )
}
