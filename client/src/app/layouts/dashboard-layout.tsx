import type { UserResponse } from '@common/contracts/accounts'
import { ArrowUpCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { AppShell } from '@/components/layout/app-shell'
import { Button } from '@/components/ui/button'
import { useUpgradeModal } from '@/components/upgrade/upgrade-modal-context'
import {
  MyAccountCard,
  PlanBadge,
  RequireUser,
  SignOutButton,
  TrialStatusCard,
  useTrialStatus,
} from '@/features/accounts'
import { NotificationsBell } from '@/features/alerts'
import {
  BillingHistoryCard,
  isSubscribed,
  SubscriptionDetails,
  tierName,
  UsageMetersCard,
  useUsage,
} from '@/features/billing'
import {
  AvailableDownloadsCard,
  type DownloadAllowance,
  QuickStatsCard,
  RecordsSearchCard,
  useDashboardParams,
  ZipFilterCard,
} from '@/features/documents'
import { EMPTY_FILTERS, type LeadFilters, STATUS_LABELS, useLeadFacets } from '@/features/leads'

/** The lead counts of Quick Stats: all leads, and those in play (contacted to under contract). */
function useLeadStats(zip: string): [string, number][] {
  const filters: LeadFilters = { ...EMPTY_FILTERS, zip: /^\d{5}$/.test(zip) ? zip : '' }
  const { data } = useLeadFacets(filters)
  if (!data) return []
  const { contacted, negotiating, under_contract: underContract } = data.byStatus
  return [
    ['Leads', data.total],
    [STATUS_LABELS.contacted, contacted],
    ['In negotiation', negotiating + underContract],
  ]
}

const OPERATOR_NAV = [{ to: '/operator/sources', label: 'Sources' }]

interface DashboardLayoutProps {
  user: UserResponse
  /** The dashboard's main area. */
  children: ReactNode
}

/**
 * What the sidebar says about downloads: a trial's downloads left out of 2, or a subscriber's
 * plan with this month's document imports; null until the trial status is known.
 */
function useDownloadAllowance(user: UserResponse): DownloadAllowance | null {
  const subscribed = isSubscribed(user)
  const { data: trial } = useTrialStatus(user)
  const { data: usage } = useUsage(subscribed)
  if (subscribed) {
    return {
      kind: 'plan',
      planName: tierName(user.subscriptionTier),
      imports: usage?.usage.documentsUploaded ?? null,
    }
  }
  if (!trial || trial.isTrialUser === false) return null
  return { kind: 'trial', downloadsLeft: trial.downloadsRemaining ?? 0, expired: trial.isExpired }
}

/**
 * The signed-in dashboard's frame, assembled from the features it shows: the plan badge, the
 * upgrade action (the plan chooser), the notifications bell (alerts), sign-out; and the sidebar of
 * spec section 2 in its order: the trial status ('Trial Expired' and 'Subscribe Now' once it
 * ends) or the plan's usage meters, the available downloads, the public-records search, the ZIP
 * code filter, 'My Account' with the subscription, the billing history, and Quick Stats.
 */
export function DashboardLayout({ user, children }: DashboardLayoutProps) {
  const { openUpgradeModal } = useUpgradeModal()
  const allowance = useDownloadAllowance(user)
  const { zip } = useDashboardParams()
  const allLeads = useLeadFacets(EMPTY_FILTERS)
  const leadStats = useLeadStats(zip)
  return (
    <AppShell
      extraNavItems={user.isOperator ? OPERATOR_NAV : undefined}
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
          <NotificationsBell />
          <SignOutButton />
        </>
      }
      sidebar={
        <>
          <TrialStatusCard user={user} />
          {allowance && <AvailableDownloadsCard allowance={allowance} />}
          <UsageMetersCard user={user} />
          <RecordsSearchCard />
          <ZipFilterCard extraZips={allLeads.data?.options.zips} />
          <MyAccountCard user={user}>
            <SubscriptionDetails user={user} />
          </MyAccountCard>
          <BillingHistoryCard user={user} />
          <QuickStatsCard extraRows={leadStats} />
        </>
      }
    >
      {children}
    </AppShell>
  )
}

/** A page for signed-in users only (alerts, analytics, campaigns, settings) in the dashboard's frame. */
export function SignedInDashboardPage({ children }: { children: ReactNode }) {
  return (
    <RequireUser>{(user) => <DashboardLayout user={user}>{children}</DashboardLayout>}</RequireUser>
  )
}
