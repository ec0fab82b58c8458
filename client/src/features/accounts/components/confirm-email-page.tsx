import { CircleAlert, CircleCheck, LoaderCircle, MailCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { pageTitle } from '@/lib/brand'
import { useConfirmEmailChange } from '../api/change-email'
import { settingsErrorText } from '../lib/settings-toasts'
import { AuthCard } from './auth-card'

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
      <AuthCard
        centered
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
      </AuthCard>
    )
  }
  if (confirm.isSuccess) {
    return (
      <AuthCard
        centered
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
      </AuthCard>
    )
  }
  return (
    <AuthCard
      centered
      icon={<MailCheck className="size-6 text-primary" aria-hidden="true" />}
      title="Confirming Your E-mail"
    >
      <p className="flex items-center justify-center gap-2 text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        Confirming your new address...
      </p>
    </AuthCard>
  )
}
