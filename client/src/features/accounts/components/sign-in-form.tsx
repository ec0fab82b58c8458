import { type LoginRequest, loginRequest } from '@common/contracts/accounts'
import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { toast } from '@/hooks/use-toast'
import { useLogin } from '../api/login'
import { LOGIN_SUCCESS_TOAST } from '../lib/account-toast'
import { loginErrorToast } from '../lib/login-error-toast'
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
  const { errors } = form.formState

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
        <Field label="Email" error={errors.email?.message}>
          {(control) => (
            <Input
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              {...control}
              {...form.register('email')}
            />
          )}
        </Field>
        <Field label="Password" error={errors.password?.message}>
          {(control) => (
            <PasswordInput
              autoComplete="current-password"
              {...control}
              {...form.register('password')}
            />
          )}
        </Field>
        <div className="-mt-1 flex justify-end">
          <button
            type="button"
            onClick={() => setForgotOpen(true)}
            className="rounded-sm font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Forgot Password?
          </button>
        </div>
        <Button type="submit" size="lg" disabled={login.isPending}>
          {login.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {login.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <ForgotPasswordDialog
        open={forgotOpen}
        onOpenChange={setForgotOpen}
        initialEmail={form.getValues('email')}
      />
    </>
  )
}
