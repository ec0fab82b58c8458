import { RequireUser } from '@/features/accounts/components/require-user'
import { PublicRecordsPage } from '@/features/records/components/public-records-page'

/** `/public-records`: signed-in users only; anyone else is sent to log in. */
export function PublicRecordsRoute() {
  return <RequireUser>{() => <PublicRecordsPage />}</RequireUser>
}
