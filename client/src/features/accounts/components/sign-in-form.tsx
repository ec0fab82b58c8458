import { type LoginRequest, loginRequest } from '@common/contracts/accounts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import { PasswordField } from '@/components/form/registered-fields'
import { PendingButton } from '@/components/ui/pending-button'
import { toast } from '@/hooks/use-toast'
import { useLogin } from '../api/login'
import { LOGIN_SUCCESS_TOAST } from '../lib/account-toast'
import { loginErrorToast } from '../lib/login-error-toast'
import { EmailField } from './email-field'
import { ForgotPasswordDialog } from './forgot-password-dialog'

/** The 'Sign In' tab: e-mail and password, plus the way into a password reset. */
export function SignInForm() {
  const navigate = useNavigate()
  const login = useLogin()
  const [forgotOpen, setForgotOpen] = useState(false)
  const form = useForm<z.input<typeof loginRequest>, unknown, LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '' },
  })

  // mutateAsync rather than mutate's callbacks: caching the user re-renders /auth as a
  // redirect, and this form may unmount before the toast would otherwise be shown.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values)
    } catch (error) {
      toast(loginErrorToast(error))
      return
    }
    toast(LOGIN_SUCCESS_TOAST)
    await navigate('/dashboard', { replace: true })
  })

  // The dialog sits outside the form: React events bubble through portals, so a form inside
  // it would also submit this one.
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <EmailField form={form} />
        <PasswordField
          form={form}
          name="password"
          label="Password"
          autoComplete="current-password"
        />
        <div className="-mt-1 flex justify-end">
          <button
            type="button"
            onClick={() => setForgotOpen(true)}
            className="rounded-sm font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Forgot Password?
          </button>
        </div>
        <PendingButton
          type="submit"
          size="lg"
          pending={login.isPending}
          pendingLabel="Signing In..."
        >
          Sign In
        </PendingButton>
      </form>
      <ForgotPasswordDialog
        open={forgotOpen}
        onOpenChange={setForgotOpen}
        initialEmail={form.getValues('email')}
      />
    </>
  )
}
