import { type RegisterRequest, registerRequest } from '@common/contracts/accounts'
import { PASSWORD } from '@common/limits'
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
import { useRegister } from '../api/register'
import { registrationSuccessToast } from '../lib/account-toast'
import { registerErrorToast } from '../lib/register-error-toast'
import { AccountExistsDialog } from './account-exists-dialog'
import { TrialBenefits } from './trial-benefits'

/**
 * The 'Start Free Trial' tab. A name that already had a trial (409 NAME_ALREADY_EXISTS) gets
 * both the spec's toast and its 'Account Already Exists' dialog, and the dialog's 'View
 * Subscription Plans' is the redirect to /subscription: sending the visitor away on our own
 * would pull the page out from under the dialog, and 'Cancel' lets them fix a mistyped name.
 * An e-mail that already exists has no dialog, so that visitor is sent to /subscription at once.
 */
export function RegisterForm() {
  const navigate = useNavigate()
  const register = useRegister()
  const [accountExistsMessage, setAccountExistsMessage] = useState<string>()
  const form = useForm<z.input<typeof registerRequest>, unknown, RegisterRequest>({
    resolver: zodResolver(registerRequest),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    let reply: Awaited<ReturnType<typeof register.mutateAsync>>
    try {
      reply = await register.mutateAsync(values)
    } catch (error) {
      const failure = registerErrorToast(error)
      toast(failure.toast)
      if (failure.accountExistsMessage) setAccountExistsMessage(failure.accountExistsMessage)
      if (failure.redirectTo) await navigate(failure.redirectTo)
      return
    }
    toast(registrationSuccessToast(reply.message))
    await navigate('/dashboard', { replace: true })
  })

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First Name" error={errors.firstName?.message}>
            {(control) => (
              <Input autoComplete="given-name" {...control} {...form.register('firstName')} />
            )}
          </Field>
          <Field label="Last Name" error={errors.lastName?.message}>
            {(control) => (
              <Input autoComplete="family-name" {...control} {...form.register('lastName')} />
            )}
          </Field>
        </div>
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
        <Field
          label="Password"
          hint={`Minimum ${PASSWORD.minLength} characters`}
          error={errors.password?.message}
        >
          {(control) => (
            <PasswordInput
              autoComplete="new-password"
              {...control}
              {...form.register('password')}
            />
          )}
        </Field>
        <TrialBenefits />
        <Button type="submit" size="lg" disabled={register.isPending}>
          {register.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {register.isPending ? 'Starting Your Trial...' : 'Start Free Trial'}
        </Button>
        <p className="text-center text-muted-foreground text-xs leading-relaxed">
          By signing up, you agree to our Terms of Service and Privacy Policy. No credit card
          required.
        </p>
      </form>
      <AccountExistsDialog
        message={accountExistsMessage}
        onClose={() => setAccountExistsMessage(undefined)}
      />
    </>
  )
}
