import { type ResetPasswordRequest, resetPasswordRequest } from '@common/contracts/accounts'
import { PASSWORD } from '@common/limits'
import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { PasswordInput } from '@/components/ui/password-input'
import { toast } from '@/hooks/use-toast'
import { useResetPassword } from '../api/reset-password'
import { resetPasswordErrorToast } from '../lib/password-reset-error-toasts'

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
      <Field
        label="New Password"
        hint={`Minimum ${PASSWORD.minLength} characters`}
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
      <Field label="Confirm Password" error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput
            autoComplete="new-password"
            {...control}
            {...form.register('confirmPassword')}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={resetPassword.isPending}>
        {resetPassword.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {resetPassword.isPending ? 'Resetting Password...' : 'Reset Password'}
      </Button>
    </form>
  )
}
