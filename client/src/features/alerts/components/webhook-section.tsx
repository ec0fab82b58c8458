import { type SaveWebhookRequest, saveWebhookRequest } from '@common/contracts/alerts'
import { zodResolver } from '@hookform/resolvers/zod'
import { Webhook } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { InputField } from '@/components/form/registered-fields'
import { SectionCard } from '@/components/section-card'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { CardContent } from '@/components/ui/card'
import { toast } from '@/hooks/use-toast'
import { formatDateTime } from '@/lib/format'
import { useRemoveWebhook, useSaveWebhook, useSendWebhookTest, useWebhook } from '../api/webhook'
import { alertErrorToast } from '../lib/alert-toasts'

const SIGNATURE_HELP =
  'Each POST is signed the Standard Webhooks way: webhook-id, webhook-timestamp and webhook-signature: v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>"> keyed with the base64-decoded part of your whsec_ secret. Verify it with a Standard Webhooks library, which refuses a signature older than 5 minutes.'

/** A failed webhook call's toast (no plan chooser here: only Elite sees this section). */
function showError(failure: unknown): void {
  const { upgrade: _upgrade, ...shown } = alertErrorToast(failure)
  toast(shown)
}

/**
 * The alerts webhook (Elite): the URL that alerts are posted to as signed JSON, the secret shown
 * once after saving, a test event, and the recent deliveries with their status and answer.
 */
export function WebhookSection({ allowed }: { allowed: boolean }) {
  const { data } = useWebhook({ enabled: allowed, pollMs: 5000 })
  const save = useSaveWebhook()
  const remove = useRemoveWebhook()
  const test = useSendWebhookTest()
  const [secret, setSecret] = useState<string | null>(null)
  const form = useForm<SaveWebhookRequest>({
    resolver: zodResolver(saveWebhookRequest),
    defaultValues: { url: '' },
  })

  const submit = form.handleSubmit((request) =>
    save.mutate(request, {
      onSuccess: (reply) => {
        setSecret(reply.secret)
        form.reset({ url: '' })
      },
      onError: (failure) => showError(failure),
    }),
  )

  return (
    <SectionCard
      id="webhook"
      icon={Webhook}
      title="Webhook"
      description={
        allowed
          ? 'Send alerts to Zapier, Make or your own system as signed JSON.'
          : 'Webhooks (Zapier and other automation tools) are part of the Elite plan.'
      }
    >
      {allowed && (
        <CardContent className="grid gap-4">
          {data?.webhook && (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="break-all font-mono">{data.webhook.url}</span>
              <Badge variant={data.webhook.status === 'active' ? 'secondary' : 'destructive'}>
                {data.webhook.status === 'active' ? 'Active' : 'Disabled'}
              </Badge>
              {data.webhook.lastError && (
                <span className="text-muted-foreground text-xs">
                  Last error: {data.webhook.lastError}
                </span>
              )}
            </div>
          )}
          {secret && (
            <p role="status" className="rounded-md border bg-muted p-3 text-sm">
              Your signing secret (shown once, copy it now):{' '}
              <code className="break-all font-mono">{secret}</code>
            </p>
          )}
          <form className="grid gap-2" onSubmit={submit} noValidate>
            <InputField
              form={form}
              name="url"
              label="Webhook URL"
              hint={SIGNATURE_HELP}
              type="url"
              placeholder="https://hooks.zapier.com/hooks/catch/..."
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={save.isPending}>
                {data?.webhook ? 'Save new URL (new secret)' : 'Save webhook'}
              </Button>
              {data?.webhook && (
                <>
                  <Button
                    type="button"
                    variant="outline"
                    disabled={test.isPending || data.webhook.status !== 'active'}
                    onClick={() =>
                      test.mutate(undefined, {
                        onSuccess: () =>
                          toast({
                            title: 'Test Event Sent',
                            description: 'Its delivery is listed below.',
                          }),
                        onError: (failure) => showError(failure),
                      })
                    }
                  >
                    Send test event
                  </Button>
                  <Button type="button" variant="ghost" onClick={() => remove.mutate()}>
                    Remove webhook
                  </Button>
                </>
              )}
            </div>
          </form>
          {data && data.deliveries.length > 0 && (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Recent webhook deliveries</caption>
              <thead className="text-muted-foreground text-xs">
                <tr>
                  <th scope="col">Sent</th>
                  <th scope="col">Event</th>
                  <th scope="col">Status</th>
                  <th scope="col">Answer</th>
                  <th scope="col">Attempts</th>
                </tr>
              </thead>
              <tbody>
                {data.deliveries.map((delivery) => (
                  <tr key={delivery.id} className="border-t" data-testid="webhook-delivery">
                    <td>{formatDateTime(delivery.createdAt)}</td>
                    <td>{delivery.event}</td>
                    <td>{delivery.status}</td>
                    <td title={delivery.lastError ?? undefined}>
                      {delivery.responseStatus ?? delivery.lastError ?? '-'}
                    </td>
                    <td>{delivery.attempts}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </CardContent>
      )}
    </SectionCard>
  )
}
