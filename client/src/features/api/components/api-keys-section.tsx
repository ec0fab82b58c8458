import { API_SCOPE_LABELS, API_SCOPES, type ApiScope } from '@common/api-access'
import {
  type ApiKeyView,
  type CreateApiKeyRequest,
  createApiKeyRequest,
} from '@common/contracts/api-keys'
import { zodResolver } from '@hookform/resolvers/zod'
import { Copy, ExternalLink, KeyRound } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { RemoveButton } from '@/components/remove-button'
import { SectionCard } from '@/components/section-card'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { CardContent } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { UpgradePrompt } from '@/components/upgrade/upgrade-prompt'
import { toast } from '@/hooks/use-toast'
import { formatDateTime } from '@/lib/format'
import { toastOutcome } from '@/lib/toast-outcome'
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys'
import { apiKeyErrorToast } from '../lib/api-key-toasts'
import { McpConnectInstructions } from './mcp-connect'
import { TypedClientExample } from './typed-client-example'

/** The new key's form: its name and the scopes ticked. */
interface NewKeyValues {
  name: string
  scopes: ApiScope[]
}

function KeyRow({
  apiKey,
  onRevoke,
  pending,
}: {
  apiKey: ApiKeyView
  onRevoke(): void
  pending: boolean
}) {
  return (
    <li className="grid gap-1 rounded-lg border p-3 text-sm" aria-label={`API key ${apiKey.name}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{apiKey.name}</span>
        <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{apiKey.prefix}…</code>
        <RemoveButton removing={pending} onRemove={onRevoke} className="ml-auto">
          Revoke
        </RemoveButton>
      </div>
      <div className="flex flex-wrap gap-1">
        {apiKey.scopes.map((scope) => (
          <Badge key={scope} variant="secondary">
            {scope}
          </Badge>
        ))}
      </div>
      <p className="text-muted-foreground text-xs">
        Created {formatDateTime(apiKey.createdAt)} · Last used{' '}
        {apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : 'never'} · Today{' '}
        {apiKey.quota.used.toLocaleString()} of {apiKey.quota.limit.toLocaleString()} requests
      </p>
    </li>
  )
}

/**
 * Settings: API keys for the public API (Elite). A key is shown once, right after it is created,
 * with a copy button; afterwards only its prefix. Each key lists its scopes, last use and today's
 * use of its daily quota, and can be revoked at once.
 */
export function ApiKeysSection() {
  const { data, isError } = useApiKeys()
  const create = useCreateApiKey()
  const revoke = useRevokeApiKey()
  const [secret, setSecret] = useState<string | null>(null)
  const form = useForm<NewKeyValues, unknown, CreateApiKeyRequest>({
    resolver: zodResolver(createApiKeyRequest),
    defaultValues: { name: '', scopes: ['records:read', 'leads:read'] },
  })
  const [name, scopes] = useWatch({ control: form.control, name: ['name', 'scopes'] })

  const submit = form.handleSubmit((request) =>
    create.mutate(request, {
      onSuccess: (reply) => {
        setSecret(reply.key)
        form.setValue('name', '')
        toast({ title: 'API Key Created', description: 'Copy it now: it is shown only once.' })
      },
      onError: (error) => toast(apiKeyErrorToast(error, 'create')),
    }),
  )
  const toggle = (scope: ApiScope, on: boolean) =>
    form.setValue('scopes', on ? [...scopes, scope] : scopes.filter((s) => s !== scope))

  return (
    <SectionCard
      id="api-keys"
      icon={KeyRound}
      title="API keys"
      description={
        <>
          Call the Foreclosure Leads API from your own tools with{' '}
          <code className="font-mono text-xs">Authorization: Bearer &lt;key&gt;</code>.{' '}
          <a
            href={data?.docsUrl ?? '/api/v1/docs'}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            API reference
            <ExternalLink className="size-3" aria-hidden="true" />
          </a>
        </>
      }
    >
      <CardContent className="grid gap-4">
        {isError && <p className="text-destructive text-sm">API keys could not be loaded.</p>}
        {secret && (
          <div
            role="status"
            className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
          >
            <p className="font-medium">Your new API key (shown only now - copy it):</p>
            <div className="flex flex-wrap items-center gap-2">
              <code
                data-testid="new-api-key"
                className="break-all rounded bg-white px-2 py-1 font-mono text-xs"
              >
                {secret}
              </code>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={async () => {
                  await navigator.clipboard.writeText(secret).catch(() => undefined)
                  toast({ title: 'Copied', description: 'The API key is on your clipboard.' })
                }}
              >
                <Copy aria-hidden="true" />
                Copy
              </Button>
              <Button type="button" variant="ghost" size="sm" onClick={() => setSecret(null)}>
                Done
              </Button>
            </div>
          </div>
        )}
        {data && data.keys.length === 0 && data.inPlan && (
          <p className="text-muted-foreground text-sm">No API keys yet.</p>
        )}
        {data && data.keys.length > 0 && (
          <ul className="grid gap-2">
            {data.keys.map((apiKey) => (
              <KeyRow
                key={apiKey.id}
                apiKey={apiKey}
                pending={revoke.isPending}
                onRevoke={() =>
                  revoke.mutate(
                    apiKey.id,
                    toastOutcome(
                      { title: 'API Key Revoked', description: `${apiKey.name} no longer works.` },
                      (error) => apiKeyErrorToast(error, 'revoke'),
                    ),
                  )
                }
              />
            ))}
          </ul>
        )}
        {data && !data.inPlan ? (
          <UpgradePrompt>API access is part of the Elite plan.</UpgradePrompt>
        ) : (
          data && (
            <form onSubmit={submit} className="grid gap-3 rounded-lg border p-3">
              <div className="grid max-w-sm gap-1 text-sm">
                <label htmlFor="api-key-name" className="font-medium">
                  Key name
                </label>
                <Input
                  id="api-key-name"
                  maxLength={60}
                  placeholder="e.g. Zapier"
                  {...form.register('name')}
                />
              </div>
              <fieldset className="grid gap-1 text-sm">
                <legend className="mb-1 font-medium">Scopes</legend>
                {API_SCOPES.map((scope) => (
                  <label key={scope} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={scopes.includes(scope)}
                      onChange={(event) => toggle(scope, event.target.checked)}
                    />
                    <code className="font-mono text-xs">{scope}</code>
                    <span className="text-muted-foreground">{API_SCOPE_LABELS[scope]}</span>
                  </label>
                ))}
              </fieldset>
              <p className="text-muted-foreground text-xs">
                Each key may make {data.rateLimitPerMinute} requests a minute and{' '}
                {data.dailyQuota.toLocaleString()} a day (UTC).
              </p>
              <div>
                <Button
                  type="submit"
                  size="sm"
                  disabled={create.isPending || !name.trim() || scopes.length === 0}
                >
                  Create API key
                </Button>
              </div>
            </form>
          )
        )}
        <TypedClientExample />
        <McpConnectInstructions origin={window.location.origin} />
      </CardContent>
    </SectionCard>
  )
}
