import { RequireUser } from '@/features/accounts/components/require-user'
import { DataExportSection } from '@/features/accounts/components/settings/data-export-section'
import { DeleteAccountSection } from '@/features/accounts/components/settings/delete-account-section'
import { EmailSection } from '@/features/accounts/components/settings/email-section'
import { NotificationPreferencesSection } from '@/features/accounts/components/settings/notification-preferences-section'
import { PasswordSection } from '@/features/accounts/components/settings/password-section'
import { ProfileSection } from '@/features/accounts/components/settings/profile-section'
import { ApiKeysSection } from '@/features/api/components/api-keys-section'
import { CrmConnectionsSection } from '@/features/crm/components/crm-connections-section'
import { MailboxesSection } from '@/features/outreach/components/mailboxes-section'
import { SenderIdentitySection } from '@/features/outreach/components/sender-identity-section'
import { DashboardLayout } from '../layouts/dashboard-layout'
import { BillingSettingsSection } from '../settings/billing-settings-section'
import { SettingsPage, type SettingsSection } from '../settings/settings-page'

/** The sections of the settings page, in order; a feature adds its own here. */
const SECTIONS: readonly SettingsSection[] = [
  { id: 'profile', element: <ProfileSection /> },
  { id: 'email', element: <EmailSection /> },
  { id: 'password', element: <PasswordSection /> },
  { id: 'sender-identity', element: <SenderIdentitySection /> },
  { id: 'mailboxes', element: <MailboxesSection /> },
  { id: 'crm-connections', element: <CrmConnectionsSection /> },
  { id: 'api-keys', element: <ApiKeysSection /> },
  { id: 'notifications', element: <NotificationPreferencesSection /> },
  { id: 'billing', element: <BillingSettingsSection /> },
  { id: 'data-export', element: <DataExportSection /> },
  { id: 'delete-account', element: <DeleteAccountSection /> },
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
