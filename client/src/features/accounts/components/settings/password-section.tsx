import { type ChangePasswordRequest, changePasswordRequest } from '@common/contracts/settings'
import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound, LoaderCircle } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { PasswordInput } from '@/components/ui/password-input'
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
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((values) =>
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
    }),
  )

  return (
    <SettingsCard
      id="password"
      icon={KeyRound}
      title="Password"
      description="Changing your password signs you out on every other device."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <Field label="Current password" error={errors.currentPassword?.message}>
          {(control) => (
            <PasswordInput
              autoComplete="current-password"
              {...control}
              {...form.register('currentPassword')}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="New password"
            hint="6 to 100 characters"
            error={errors.newPassword?.message}
          >
            {(control) => (
              <PasswordInput
                autoComplete="new-password"
                {...control}
                {...form.register('newPassword')}
              />
            )}
          </Field>
          <Field label="Confirm new password" error={errors.confirmPassword?.message}>
            {(control) => (
              <PasswordInput
                autoComplete="new-password"
                {...control}
                {...form.register('confirmPassword')}
              />
            )}
          </Field>
        </div>
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {change.isPending ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </form>
    </SettingsCard>
  )
}
