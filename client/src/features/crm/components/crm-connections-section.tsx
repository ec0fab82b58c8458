import { CRM_PROVIDERS, type CrmConnectionView, type CrmProvider } from '@common/contracts/crm'
import { Workflow } from 'lucide-react'
import { useState } from 'react'
import { ConnectionRow } from '@/components/connection-row'
import { SelectOptions } from '@/components/form/select-options'
import { SectionCard } from '@/components/section-card'
import { Badge } from '@/components/ui/badge'
import { CardContent } from '@/components/ui/card'
import { NativeSelect } from '@/components/ui/native-select'
import { UpgradePrompt } from '@/components/upgrade/upgrade-prompt'
import { toast } from '@/hooks/use-toast'
import { useConnectCrm, useCrmConnections, useRemoveCrmConnection } from '../api/crm-connections'
import { CRM_PROVIDER_NAMES, crmErrorToast } from '../lib/crm-toasts'
import { CrmConnectForm } from './crm-connect-form'

const STATUS: Record<CrmConnectionView['status'], { label: string; destructive?: true }> = {
  connected: { label: 'Connected' },
  needs_reconnect: { label: 'Reconnect needed', destructive: true },
  disabled: { label: 'Disabled', destructive: true },
}

/**
 * Settings: the user's CRM connections (HubSpot, Podio, a signed webhook) that leads are pushed
 * to. Credentials are stored encrypted and never shown again; a webhook's signing secret is shown
 * once, right after connecting.
 */
export function CrmConnectionsSection() {
  const { data, isError } = useCrmConnections()
  const connect = useConnectCrm()
  const remove = useRemoveCrmConnection()
  const [provider, setProvider] = useState<CrmProvider>('hubspot')
  const [secret, setSecret] = useState<string | null>(null)

  return (
    <SectionCard
      id="crm"
      icon={Workflow}
      title="CRM connections"
      description={
        <>
          Push leads to HubSpot, Podio or any tool that takes a webhook. Pushing a lead again never
          makes a second record; on Elite a re-push also updates what changed.
        </>
      }
    >
      <CardContent className="grid gap-4">
        {isError && (
          <p className="text-destructive text-sm">CRM connections could not be loaded.</p>
        )}
        {data?.connections.length === 0 && (
          <p className="text-muted-foreground text-sm">No CRM connected yet.</p>
        )}
        {data && data.connections.length > 0 && (
          <ul className="grid gap-2">
            {data.connections.map((connection) => (
              <ConnectionRow
                key={connection.id}
                lastError={connection.lastError}
                removing={remove.isPending}
                onRemove={() => remove.mutate(connection.id)}
              >
                <Badge variant="outline">{CRM_PROVIDER_NAMES[connection.provider]}</Badge>
                <span className="font-medium">{connection.label}</span>
                <Badge
                  variant={STATUS[connection.status].destructive ? 'destructive' : 'secondary'}
                >
                  {STATUS[connection.status].label}
                </Badge>
              </ConnectionRow>
            ))}
          </ul>
        )}
        {secret && (
          <div
            role="status"
            className="grid gap-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
          >
            <p className="font-medium">Your webhook signing secret (shown only now):</p>
            <code className="break-all rounded bg-white px-2 py-1 font-mono text-xs">{secret}</code>
            <p className="text-muted-foreground text-xs">
              Each delivery is signed the Standard Webhooks way: webhook-id, webhook-timestamp and
              webhook-signature: v1,base64(HMAC-SHA256(base64-decoded secret after whsec_, id + "."
              + timestamp + "." + body)). Verify it with a Standard Webhooks library, which refuses
              deliveries older than five minutes.
            </p>
          </div>
        )}
        {data?.plan === 'none' ? (
          <UpgradePrompt>CRM push is part of the Pro and Elite plans.</UpgradePrompt>
        ) : (
          <div className="grid gap-3 rounded-lg border p-3">
            <div className="grid max-w-xs gap-1 text-sm">
              <label htmlFor="crm-provider" className="font-medium">
                Connect
              </label>
              <NativeSelect
                id="crm-provider"
                value={provider}
                onChange={(event) => setProvider(event.target.value as CrmProvider)}
              >
                <SelectOptions values={CRM_PROVIDERS} labels={CRM_PROVIDER_NAMES} />
              </NativeSelect>
            </div>
            <CrmConnectForm
              key={provider}
              provider={provider}
              pending={connect.isPending}
              onConnect={(request, done) =>
                connect.mutate(request, {
                  onSuccess: (reply) => {
                    done()
                    setSecret(reply.webhookSecret ?? null)
                    toast({
                      title: `${CRM_PROVIDER_NAMES[reply.connection.provider]} Connected`,
                      description: 'You can push leads to it from the lead list and a lead’s page.',
                    })
                  },
                  onError: (error) => toast(crmErrorToast(error, 'connect')),
                })
              }
            />
          </div>
        )}
      </CardContent>
    </SectionCard>
  )
}
