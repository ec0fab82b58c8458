import { ACCOUNT_MESSAGES } from '@common/contracts/accounts'
import { RESET_LINK_TTL_MS } from '@common/limits'
import { CircleAlert, CircleCheck, KeyRound } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { pageTitle } from '@/lib/brand'
import { AuthShell } from './auth-shell'
import { ResetPasswordForm } from './reset-password-form'

const LINK_TTL_HOURS = RESET_LINK_TTL_MS / (60 * 60 * 1000)

function ResetCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <AuthShell>
      <Card className="p-6 sm:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-muted">
            {icon}
          </span>
          <h1 className="font-bold text-2xl text-slate-900 tracking-tight">{title}</h1>
        </div>
        {children}
      </Card>
    </AuthShell>
  )
}

/** /reset-password?token=…: choose a new password from the e-mailed link (spec section 2). */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const [done, setDone] = useState<{ message: string | undefined }>()
  useDocumentTitle(pageTitle('Reset Password'))

  if (!token) {
    return (
      <ResetCard
        icon={<CircleAlert className="size-6 text-destructive" />}
        title="Invalid Reset Link"
      >
        <p className="text-center text-muted-foreground">
          This password reset link is invalid. Please request a new password reset.
        </p>
        <Button asChild className="mt-6 w-full">
          <Link to="/auth">Back to Login</Link>
        </Button>
      </ResetCard>
    )
  }

  if (done) {
    return (
      <ResetCard
        icon={<CircleCheck className="size-6 text-emerald-600" />}
        title="Password Reset Successful"
      >
        <p className="text-center text-muted-foreground">
          {done.message || ACCOUNT_MESSAGES.passwordReset}
        </p>
        <Button asChild className="mt-6 w-full">
          <Link to="/auth">Continue to Login</Link>
        </Button>
      </ResetCard>
    )
  }

  return (
    <ResetCard icon={<KeyRound className="size-6 text-primary" />} title="Reset Your Password">
      <p className="mb-6 text-center text-muted-foreground text-sm">
        Choose a new password for your account. This link expires in {LINK_TTL_HOURS} hour
        {LINK_TTL_HOURS === 1 ? '' : 's'}.
      </p>
      <ResetPasswordForm token={token} onReset={(message) => setDone({ message })} />
    </ResetCard>
  )
}
