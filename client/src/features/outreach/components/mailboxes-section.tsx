import { Inbox } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { ConnectionRow } from '@/components/connection-row'
import { SectionCard } from '@/components/section-card'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { CardContent } from '@/components/ui/card'
import { toast } from '@/hooks/use-toast'
import { errorToast } from '@/lib/error-toast'
import { useConnectMailbox, useMailboxes, useRemoveMailbox } from '../api/mailboxes'
import { SmtpMailboxForm } from './smtp-mailbox-form'

const PROVIDER_NAMES = { google: 'Google', microsoft: 'Microsoft', smtp: 'SMTP server' } as const

/** What the provider's redirect back (`/settings?mailbox=...`) says. */
const OUTCOMES: Record<string, { title: string; description: string; variant?: 'destructive' }> = {
  connected: { title: 'Mailbox Connected', description: 'Campaigns can now be sent from it.' },
  denied: {
    title: 'Not Connected',
    description: 'You did not allow access to the mailbox.',
    variant: 'destructive',
  },
  invalid: {
    title: 'Not Connected',
    description: 'The connection link expired or was opened in another session. Try again.',
    variant: 'destructive',
  },
  failed: {
    title: 'Not Connected',
    description: 'The provider did not confirm the connection. Try again.',
    variant: 'destructive',
  },
}

/**
 * Settings: the user's own mailboxes, so campaign e-mails come from their address: Google or
 * Microsoft by OAuth (the browser goes to the provider to consent and comes back here), or any
 * SMTP server with the user's login (checked by the server before it is kept). Without
 * one, campaigns are sent through the platform's mail server under the sender's name.
 */
export function MailboxesSection() {
  const { data, isError } = useMailboxes()
  const connect = useConnectMailbox()
  const remove = useRemoveMailbox()
  const [params, setParams] = useSearchParams()
  const [addingSmtp, setAddingSmtp] = useState(false)
  const outcome = params.get('mailbox')

  useEffect(() => {
    if (!outcome) return
    const message = OUTCOMES[outcome]
    if (message) toast(message)
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('mailbox')
        return next
      },
      { replace: true },
    )
  }, [outcome, setParams])

  return (
    <SectionCard
      id="mailboxes"
      icon={Inbox}
      title="Mailboxes"
      description={
        <>
          Connect your own mailbox so campaign e-mails come from your address. Its access is stored
          encrypted and you can remove it at any time.
        </>
      }
    >
      <CardContent className="grid gap-4">
        {isError && <p className="text-destructive text-sm">Mailboxes could not be loaded.</p>}
        {data?.mailboxes.length === 0 && (
          <p className="text-muted-foreground text-sm">
            No mailbox connected: campaigns go out through this service’s mail server under your
            sender name.
          </p>
        )}
        {data && data.mailboxes.length > 0 && (
          <ul className="grid gap-2">
            {data.mailboxes.map((mailbox) => (
              <ConnectionRow
                key={mailbox.id}
                lastError={mailbox.lastError}
                removing={remove.isPending}
                onRemove={() => remove.mutate(mailbox.id)}
              >
                <span className="font-medium">{mailbox.email}</span>
                <Badge variant="outline">{PROVIDER_NAMES[mailbox.provider]}</Badge>
                <Badge variant={mailbox.isConnected ? 'secondary' : 'destructive'}>
                  {mailbox.isConnected ? 'Connected' : 'Disconnected'}
                </Badge>
              </ConnectionRow>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          {data?.providers.map((provider) => (
            <Button
              key={provider}
              type="button"
              variant="outline"
              disabled={connect.isPending}
              onClick={() =>
                connect.mutate(provider, {
                  onError: (error) =>
                    toast(
                      errorToast(
                        'Not Connected',
                        error,
                        'The connection could not start. Try again.',
                      ),
                    ),
                })
              }
            >
              Connect {PROVIDER_NAMES[provider]}
            </Button>
          ))}
          {!addingSmtp && (
            <Button type="button" variant="outline" onClick={() => setAddingSmtp(true)}>
              Add SMTP mailbox
            </Button>
          )}
          {data && data.providers.length === 0 && (
            <p className="w-full text-muted-foreground text-xs">
              Google and Microsoft connections are not set up on this server.
            </p>
          )}
        </div>
        {addingSmtp && <SmtpMailboxForm onDone={() => setAddingSmtp(false)} />}
      </CardContent>
    </SectionCard>
  )
}
