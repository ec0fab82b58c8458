import {
  DataExportSection,
  DeleteAccountSection,
  EmailSection,
  NotificationPreferencesSection,
  PasswordSection,
  ProfileSection,
} from '@/features/accounts'
import { ApiKeysSection } from '@/features/api'
import { CrmConnectionsSection } from '@/features/crm'
import { MailboxesSection, SenderIdentitySection } from '@/features/outreach'
import { SignedInDashboardPage } from '../layouts/dashboard-layout'
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
    <SignedInDashboardPage>
      <SettingsPage sections={SECTIONS} />
    </SignedInDashboardPage>
  )
}
