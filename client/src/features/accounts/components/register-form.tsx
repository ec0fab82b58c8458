import { type RegisterRequest, registerRequest } from '@common/contracts/accounts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import type { z } from 'zod'
import { InputField } from '@/components/form/registered-fields'
import { PendingButton } from '@/components/ui/pending-button'
import { toast } from '@/hooks/use-toast'
import { useRegister } from '../api/register'
import { registrationSuccessToast } from '../lib/account-toast'
import { registerErrorToast } from '../lib/register-error-toast'
import { AccountExistsDialog } from './account-exists-dialog'
import { EmailField } from './email-field'
import { NewPasswordField } from './new-password-field'
import { TrialBenefits } from './trial-benefits'

/** The Terms of Service and Privacy Policy links: opened in a new tab, so the form keeps its input. */
const legalLinkClass = 'font-medium text-primary underline underline-offset-4 hover:text-primary/80'

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
          <InputField form={form} name="firstName" label="First Name" autoComplete="given-name" />
          <InputField form={form} name="lastName" label="Last Name" autoComplete="family-name" />
        </div>
        <EmailField form={form} />
        <NewPasswordField form={form} name="password" label="Password" />
        <TrialBenefits />
        <PendingButton
          type="submit"
          size="lg"
          pending={register.isPending}
          pendingLabel="Starting Your Trial..."
        >
          Start Free Trial
        </PendingButton>
        <p className="text-center text-muted-foreground text-xs leading-relaxed">
          By signing up, you agree to our{' '}
          <Link to="/terms" target="_blank" className={legalLinkClass}>
            Terms of Service<span className="sr-only"> (opens in a new tab)</span>
          </Link>{' '}
          and{' '}
          <Link to="/privacy" target="_blank" className={legalLinkClass}>
            Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
          </Link>
          . No credit card required.
        </p>
      </form>
      <AccountExistsDialog
        message={accountExistsMessage}
        onClose={() => setAccountExistsMessage(undefined)}
      />
    </>
  )
}
