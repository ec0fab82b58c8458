import type { UserResponse } from '@common/contracts/accounts'
import { ArrowUpCircle, Bell } from 'lucide-react'
import type { ReactNode } from 'react'
import { AppShell } from '@/components/layout/app-shell'
import { Button } from '@/components/ui/button'
import { useUpgradeModal } from '@/components/upgrade/upgrade-modal-context'
import { MyAccountCard } from '@/features/accounts/components/my-account-card'
import { PlanBadge } from '@/features/accounts/components/plan-badge'
import { SignOutButton } from '@/features/accounts/components/sign-out-button'
import { TrialStatusCard } from '@/features/accounts/components/trial-status-card'
import { SubscriptionDetails } from '@/features/billing/components/subscription-details'
import { UsageMetersCard } from '@/features/billing/components/usage-meters-card'

interface DashboardLayoutProps {
  user: UserResponse
  /** The dashboard's main area. */
  children: ReactNode
  /** More sidebar cards, after the trial status (search shortcuts, filters, stats). */
  sidebar?: ReactNode
}

/**
 * The signed-in dashboard's frame, assembled from the features it shows: the plan badge, the
 * upgrade action (the plan chooser), an inert notifications bell, sign-out, the trial status
 * or the plan's usage meters, and 'My Account' with the subscription.
 */
export function DashboardLayout({ user, children, sidebar }: DashboardLayoutProps) {
  const { openUpgradeModal } = useUpgradeModal()
  return (
    <AppShell
      status={
        <>
          <PlanBadge user={user} />
          <Button type="button" size="sm" onClick={openUpgradeModal}>
            <ArrowUpCircle aria-hidden="true" />
            Upgrade
          </Button>
        </>
      }
      actions={
        <>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Notifications"
            aria-disabled="true"
            title="Notifications are coming soon"
            className="cursor-default text-muted-foreground hover:bg-transparent"
          >
            <Bell aria-hidden="true" />
          </Button>
          <SignOutButton />
        </>
      }
      sidebar={
        <>
          <TrialStatusCard user={user} />
          <UsageMetersCard user={user} />
          {sidebar}
          <MyAccountCard user={user}>
            <SubscriptionDetails user={user} />
          </MyAccountCard>
        </>
      }
    >
      {children}
    </AppShell>
  )
}
