import type { UserResponse } from '@common/contracts/accounts'
import { LoaderCircle } from 'lucide-react'
import { useId } from 'react'
import { SectionCard } from '@/components/section-card'
import { CardContent } from '@/components/ui/card'
import { useBillingHistory } from '../api/get-billing-history'
import { billingHistoryRows } from '../lib/billing-history'

/**
 * 'Billing History': the payments of the user's subscriptions (date, plan, amount, status),
 * newest first, the payments before an upgrade kept with the plan they were for, from the payment provider; the simulator's payments are labelled as simulated. Shown to
 * anyone who has had a subscription; a settings page can mount it as it is.
 */
export function BillingHistoryCard({ user }: { user: UserResponse }) {
  const hadSubscription = user.subscriptionStatus !== 'inactive'
  const { data, isPending, isError } = useBillingHistory(hadSubscription)
  // Unique per card: the settings page shows it beside the sidebar's.
  const id = useId()
  if (!hadSubscription) return null
  const rows = data ? billingHistoryRows(data.transactions) : []
  return (
    <SectionCard
      id={id}
      title="Billing History"
      headerClassName="pb-3"
      description={data?.simulated ? 'Simulated payments: no money moved.' : undefined}
    >
      <CardContent>
        {isPending ? (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Loading your payments...
          </p>
        ) : isError ? (
          <p className="text-muted-foreground text-sm">Your billing history could not be loaded.</p>
        ) : rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">No payments yet.</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Payments, newest first</caption>
            <thead>
              <tr className="text-left text-muted-foreground text-xs">
                <th scope="col" className="pr-2 pb-1.5 font-normal">
                  Date
                </th>
                <th scope="col" className="pr-2 pb-1.5 font-normal">
                  Plan
                </th>
                <th scope="col" className="pr-2 pb-1.5 text-right font-normal">
                  Amount
                </th>
                <th scope="col" className="pb-1.5 text-right font-normal">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t">
                  <td className="whitespace-nowrap py-1.5 pr-2 text-slate-900">{row.date}</td>
                  <td className="py-1.5 pr-2 text-slate-900">{row.plan}</td>
                  <td className="whitespace-nowrap py-1.5 pr-2 text-right font-medium text-slate-900 tabular-nums">
                    {row.amount}
                  </td>
                  <td className="py-1.5 text-right text-muted-foreground">
                    {data?.simulated ? `${row.status} (simulated)` : row.status}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </SectionCard>
  )
}
