import { RequireUser } from '@/features/accounts/components/require-user'
import { CrmConnectionsSection } from '@/features/crm/components/crm-connections-section'
import { MailboxesSection } from '@/features/outreach/components/mailboxes-section'
import { SenderIdentitySection } from '@/features/outreach/components/sender-identity-section'
import { DashboardLayout } from '../layouts/dashboard-layout'
import { SettingsPage, type SettingsSection } from '../settings/settings-page'

/** The sections of the settings page, in order; a feature adds its own here. */
const SECTIONS: readonly SettingsSection[] = [
  { id: 'sender-identity', element: <SenderIdentitySection /> },
  { id: 'mailboxes', element: <MailboxesSection /> },
  { id: 'crm-connections', element: <CrmConnectionsSection /> },
]

/** `/settings`: signed-in users only. */
export function SettingsRoute() {
  return (
    <RequireUser>
      {(user) => (
        <DashboardLayout user={user}>
          <SettingsPage sections={SECTIONS} />
        </DashboardLayout>
      )}
    </RequireUser>
  )
}
