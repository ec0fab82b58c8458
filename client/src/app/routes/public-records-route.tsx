import type { UserResponse } from '@common/contracts/accounts'
import { RequireUser, useDownloadsLeft, useTrialStatus } from '@/features/accounts'
import { AlertMeHereButton } from '@/features/alerts'
import { CoverageGlanceCard } from '@/features/coverage'
import { PublicRecordsPage } from '@/features/records'

/** The records search with what the accounts feature knows of the user's trial. */
function PublicRecordsForUser({ user }: { user: UserResponse }) {
  const downloadsLeft = useDownloadsLeft(user)
  const { data: trialStatus } = useTrialStatus(user)
  return (
    <PublicRecordsPage
      user={user}
      downloadsLeft={downloadsLeft}
      trialStatus={trialStatus}
      coverage={<CoverageGlanceCard className="mt-6" />}
      alertAction={(search) => <AlertMeHereButton search={search} />}
    />
  )
}

/** `/public-records`: signed-in users only; anyone else is sent to log in. */
export function PublicRecordsRoute() {
  return <RequireUser>{(user) => <PublicRecordsForUser user={user} />}</RequireUser>
}
