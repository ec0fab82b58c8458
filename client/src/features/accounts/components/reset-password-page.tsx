import { ACCOUNT_MESSAGES } from '@common/contracts/accounts'
import { RESET_LINK_TTL_MS } from '@common/limits'
import { CircleAlert, CircleCheck, KeyRound } from 'lucide-react'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { pageTitle } from '@/lib/brand'
import { AuthCard } from './auth-card'
import { ResetPasswordForm } from './reset-password-form'

const LINK_TTL_HOURS = RESET_LINK_TTL_MS / (60 * 60 * 1000)

/** /reset-password?token=…: choose a new password from the e-mailed link (spec section 2). */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const [done, setDone] = useState<{ message: string | undefined }>()
  useDocumentTitle(pageTitle('Reset Password'))

  if (!token) {
    return (
      <AuthCard
        icon={<CircleAlert className="size-6 text-destructive" />}
        title="Invalid Reset Link"
      >
        <p className="text-center text-muted-foreground">
          This password reset link is invalid. Please request a new password reset.
        </p>
        <Button asChild className="mt-6 w-full">
          <Link to="/auth">Back to Login</Link>
        </Button>
      </AuthCard>
    )
  }

  if (done) {
    return (
      <AuthCard
        icon={<CircleCheck className="size-6 text-emerald-600" />}
        title="Password Reset Successful"
      >
        <p className="text-center text-muted-foreground">
          {done.message || ACCOUNT_MESSAGES.passwordReset}
        </p>
        <Button asChild className="mt-6 w-full">
          <Link to="/auth">Continue to Login</Link>
        </Button>
      </AuthCard>
    )
  }

  return (
    <AuthCard icon={<KeyRound className="size-6 text-primary" />} title="Reset Your Password">
      <p className="mb-6 text-center text-muted-foreground text-sm">
        Choose a new password for your account. This link expires in {LINK_TTL_HOURS} hour
        {LINK_TTL_HOURS === 1 ? '' : 's'}.
      </p>
      <ResetPasswordForm token={token} onReset={(message) => setDone({ message })} />
    </AuthCard>
  )
}
