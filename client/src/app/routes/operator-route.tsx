import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { RequireUser } from '@/features/accounts'
import { OperatorSourcePage, OperatorSourcesPage } from '@/features/operator'
import { DashboardLayout } from '../layouts/dashboard-layout'

/** The operator's frame: signed in, and an operator of this deployment (others are told so). */
function OperatorPage({ children }: { children: ReactNode }) {
  return (
    <RequireUser>
      {(user) => (
        <DashboardLayout user={user}>
          {user.isOperator ? (
            children
          ) : (
            <div className="grid gap-2">
              <h1 className="font-semibold text-2xl">Operators only</h1>
              <p>
                These pages run this deployment's record sources. An operator is made from the
                server's command line (npm run admin -- grant &lt;email&gt;).
              </p>
              <Link className="text-primary underline" to="/dashboard">
                Back to the dashboard
              </Link>
            </div>
          )}
        </DashboardLayout>
      )}
    </RequireUser>
  )
}

/** `/operator/sources`. */
export function OperatorSourcesRoute() {
  return (
    <OperatorPage>
      <OperatorSourcesPage />
    </OperatorPage>
  )
}

/** `/operator/sources/:id`. */
export function OperatorSourceRoute() {
  return (
    <OperatorPage>
      <OperatorSourcePage />
    </OperatorPage>
  )
}
