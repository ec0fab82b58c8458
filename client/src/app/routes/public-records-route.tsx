import type { UserResponse } from '@common/contracts/accounts'
import { useTrialStatus } from '@/features/accounts/api/get-trial-status'
import { useDownloadsLeft } from '@/features/accounts/api/use-downloads-left'
import { RequireUser } from '@/features/accounts/components/require-user'
import { PublicRecordsPage } from '@/features/records/components/public-records-page'

/** The records search with what the accounts feature knows of the user's trial. */
function PublicRecordsForUser({ user }: { user: UserResponse }) {
  const downloadsLeft = useDownloadsLeft(user)
  const { data: trialStatus } = useTrialStatus(user)
  return <PublicRecordsPage user={user} downloadsLeft={downloadsLeft} trialStatus={trialStatus} />
}

/** `/public-records`: signed-in users only; anyone else is sent to log in. */
export function PublicRecordsRoute() {
  return <RequireUser>{(user) => <PublicRecordsForUser user={user} />}</RequireUser>
}
