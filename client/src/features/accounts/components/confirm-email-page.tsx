import { CircleAlert, CircleCheck, LoaderCircle, MailCheck } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { pageTitle } from '@/lib/brand'
import { useConfirmEmailChange } from '../api/change-email'
import { settingsErrorText } from '../lib/settings-toasts'
import { AuthShell } from './auth-shell'

function ResultCard({
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
      <Card className="p-6 text-center sm:p-8">
        <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-muted">
          {icon}
        </span>
        <h1 className="mb-3 font-bold text-2xl text-slate-900 tracking-tight">{title}</h1>
        {children}
      </Card>
    </AuthShell>
  )
}

/**
 * /settings/confirm-email?token=…: the link mailed to a new address. Opening it confirms the
 * change (once); it works signed in or not, on any device.
 */
export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const confirm = useConfirmEmailChange()
  const sent = useRef(false)
  useDocumentTitle(pageTitle('Confirm E-mail'))
  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    confirm.mutate(token)
  }, [token, confirm])

  if (!token || confirm.isError) {
    return (
      <ResultCard
        icon={<CircleAlert className="size-6 text-destructive" aria-hidden="true" />}
        title="E-mail Not Changed"
      >
        <p className="text-muted-foreground">
          {token
            ? settingsErrorText(
                confirm.error,
                'The e-mail address could not be changed. Please try again.',
              )
            : 'This link is incomplete. Open the link from the e-mail again, or request a new one in Settings.'}
        </p>
        <Button asChild className="mt-6 w-full">
          <Link to="/settings">Go to Settings</Link>
        </Button>
      </ResultCard>
    )
  }
  if (confirm.isSuccess) {
    return (
      <ResultCard
        icon={<CircleCheck className="size-6 text-emerald-600" aria-hidden="true" />}
        title="E-mail Address Changed"
      >
        <p className="text-muted-foreground">{confirm.data.message}</p>
        <p className="mt-2 text-muted-foreground text-sm">
          Sign in with the new address from now on.
        </p>
        <Button asChild className="mt-6 w-full">
          <Link to="/settings">Go to Settings</Link>
        </Button>
      </ResultCard>
    )
  }
  return (
    <ResultCard
      icon={<MailCheck className="size-6 text-primary" aria-hidden="true" />}
      title="Confirming Your E-mail"
    >
      <p className="flex items-center justify-center gap-2 text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        Confirming your new address...
      </p>
    </ResultCard>
  )
}
