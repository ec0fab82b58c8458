import type { UserResponse } from '@common/contracts/accounts'
import { ArrowUpCircle, LoaderCircle } from 'lucide-react'
import { SectionCard } from '@/components/section-card'
import { Button } from '@/components/ui/button'
import { CardContent } from '@/components/ui/card'
import { useUpgradeModal } from '@/components/upgrade/upgrade-modal-context'
import { useUsage } from '../api/get-usage'
import { hasHighestTier, isSubscribed } from '../lib/plan-status'
import { type UsageMeterRow, usageMeterRows, usagePeriodLabel } from '../lib/usage-meters'

function Meter({ row }: { row: UsageMeterRow }) {
  return (
    <div className="grid gap-1.5">
      <dt className="text-muted-foreground text-xs">{row.label}</dt>
      <dd className="grid gap-1.5">
        <span className="font-medium text-slate-900 text-sm">
          {row.summary}
          {row.detail && <span className="font-normal text-muted-foreground"> · {row.detail}</span>}
        </span>
        {row.fill !== null && (
          <span aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
            <span
              className={`block h-full rounded-full ${row.fill >= 1 ? 'bg-amber-500' : 'bg-primary'}`}
              style={{ width: `${row.fill * 100}%` }}
            />
          </span>
        )}
      </dd>
    </div>
  )
}

/**
 * The sidebar's usage meters for a subscriber: this month's counties, imports, records viewed
 * (where capped) and social searches against the plan's limits, with a way to upgrade.
 */
export function UsageMetersCard({ user }: { user: UserResponse }) {
  const subscribed = isSubscribed(user)
  const { data: report, isPending, isError } = useUsage(subscribed)
  const { openUpgradeModal } = useUpgradeModal()
  if (!subscribed) return null
  return (
    <SectionCard
      id="usage"
      title="Plan Usage"
      headerClassName="pb-3"
      description={report ? usagePeriodLabel(report.period) : undefined}
    >
      <CardContent className="grid gap-4">
        {isPending ? (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Loading your usage...
          </p>
        ) : isError || !report ? (
          <p className="text-muted-foreground text-sm">Your usage could not be loaded.</p>
        ) : (
          <dl className="grid gap-3">
            {usageMeterRows(report).map((row) => (
              <Meter key={row.id} row={row} />
            ))}
          </dl>
        )}
        {!hasHighestTier(user) && (
          <Button type="button" variant="outline" size="sm" onClick={openUpgradeModal}>
            <ArrowUpCircle aria-hidden="true" />
            Need more? Upgrade
          </Button>
        )}
      </CardContent>
    </SectionCard>
  )
}
