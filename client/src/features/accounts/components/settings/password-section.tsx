import { type ChangePasswordRequest, changePasswordRequest } from '@common/contracts/settings'
import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { PasswordField } from '@/components/form/registered-fields'
import { SavingForm } from '@/components/form/saving-form'
import { toast } from '@/hooks/use-toast'
import { useChangePassword } from '../../api/change-password'
import { settingsErrorToast } from '../../lib/settings-toasts'
import { SettingsCard } from './settings-card'

const EMPTY: ChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** Settings: change the password (current one required); other devices are signed out. */
export function PasswordSection() {
  const change = useChangePassword()
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequest),
    defaultValues: EMPTY,
  })

  const onValid = (values: ChangePasswordRequest) =>
    change.mutate(values, {
      onSuccess: (reply) => {
        form.reset(EMPTY)
        toast({ title: 'Password Changed', description: reply.message })
      },
      onError: (error) =>
        toast(
          settingsErrorToast(
            'Password Not Changed',
            error,
            'Failed to change password. Try again.',
          ),
        ),
    })

  return (
    <SettingsCard
      id="password"
      icon={KeyRound}
      title="Password"
      description="Changing your password signs you out on every other device."
    >
      <SavingForm
        form={form}
        onValid={onValid}
        submitLabel="Change password"
        pendingLabel="Changing..."
        pending={change.isPending}
      >
        <PasswordField
          form={form}
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            form={form}
            name="newPassword"
            label="New password"
            hint="6 to 100 characters"
            autoComplete="new-password"
          />
          <PasswordField
            form={form}
            name="confirmPassword"
            label="Confirm new password"
            autoComplete="new-password"
          />
        </div>
      </SavingForm>
    </SettingsCard>
  )
}
