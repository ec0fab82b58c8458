import type { UserResponse } from '@common/contracts/accounts'
import { RequireUser, useDownloadsLeft, useUser } from '@/features/accounts'
import { DocumentBatchTrace, DocumentContacts } from '@/features/contacts'
import { DashboardPage, type DocumentSlots, DocumentSlotsProvider } from '@/features/documents'
import { DocumentsTab } from '../dashboard/documents-tab'
import { DashboardLayout } from '../layouts/dashboard-layout'
import { useOpenPlansOnArrival } from '../open-plans-on-arrival'
import { SocialDiscoveryTab } from '../social-discovery-tab'

/** The contacts feature's panels, where the documents tab shows a document or its records. */
const DOCUMENT_SLOTS: DocumentSlots = {
  contacts: ({ keep, label }) => <DocumentContacts keep={keep} label={label} />,
  recordsAction: ({ documentId, count }) => (
    <DocumentBatchTrace documentId={documentId} count={count} />
  ),
}

/**
 * The dashboard for a user already known to be signed in (also shown at `/`). Arriving from an
 * upgrade link ('Unlock', 'Upgrade Now') opens the plan chooser.
 */
export function SignedInDashboard({ user }: { user: UserResponse }) {
  const downloadsLeft = useDownloadsLeft(user)
  useOpenPlansOnArrival()
  return (
    <DashboardLayout user={user}>
      <DocumentSlotsProvider value={DOCUMENT_SLOTS}>
        <DashboardPage
          documentsTab={<DocumentsTab user={user} downloadsLeft={downloadsLeft} />}
          socialDiscovery={<SocialDiscoveryTab />}
        />
      </DocumentSlotsProvider>
    </DashboardLayout>
  )
}

/**
 * The dashboard at `/`, for a user the landing route's store knows to be signed in. It reads the
 * user through the query (seeded from that store, so nothing is asked again) so that a
 * background refetch or a sign-out reaches the store too, and `/` turns into the landing page.
 */
export function HomeDashboard() {
  const { data: user } = useUser()
  return user ? <SignedInDashboard user={user} /> : null
}

/** `/dashboard`: signed-in users only; anyone else is sent to log in. */
export function DashboardRoute() {
  return <RequireUser>{(user) => <SignedInDashboard user={user} />}</RequireUser>
}
