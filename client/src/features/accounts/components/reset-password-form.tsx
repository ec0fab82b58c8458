import { type ResetPasswordRequest, resetPasswordRequest } from '@common/contracts/accounts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { PasswordField } from '@/components/form/registered-fields'
import { PendingButton } from '@/components/ui/pending-button'
import { toast } from '@/hooks/use-toast'
import { useResetPassword } from '../api/reset-password'
import { resetPasswordErrorToast } from '../lib/password-reset-error-toasts'
import { NewPasswordField } from './new-password-field'

interface ResetPasswordFormProps {
  /** The token from the e-mailed link; it is sent with the form, never typed. */
  token: string
  /** Called with the server's message once the password has changed. */
  onReset: (message: string | undefined) => void
}

/** New password and its confirmation, checked by the same schema the server uses. */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const resetPassword = useResetPassword()
  const form = useForm<z.input<typeof resetPasswordRequest>, unknown, ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordRequest),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const reply = await resetPassword.mutateAsync(values)
      onReset(reply.message)
    } catch (error) {
      toast(resetPasswordErrorToast(error))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <input type="hidden" {...form.register('token')} />
      {errors.token?.message && (
        <p role="alert" className="font-medium text-destructive text-sm">
          {errors.token.message}
        </p>
      )}
      <NewPasswordField form={form} name="newPassword" label="New Password" />
      <PasswordField
        form={form}
        name="confirmPassword"
        label="Confirm Password"
        autoComplete="new-password"
      />
      <PendingButton
        type="submit"
        size="lg"
        pending={resetPassword.isPending}
        pendingLabel="Resetting Password..."
      >
        Reset Password
      </PendingButton>
    </form>
  )
}
