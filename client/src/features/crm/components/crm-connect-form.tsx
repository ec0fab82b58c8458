import { type ConnectCrmRequest, type CrmProvider, connectCrmRequest } from '@common/contracts/crm'
import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { InputField, PasswordField } from '@/components/form/registered-fields'
import { Button } from '@/components/ui/button'

/** The fields each provider asks for, with the words a person needs to find them. */
const FIELDS: Record<
  CrmProvider,
  readonly { name: string; label: string; hint?: string; secret?: boolean }[]
> = {
  hubspot: [
    {
      name: 'accessToken',
      label: 'HubSpot private app access token',
      hint: 'HubSpot: Settings > Integrations > Private apps. Scopes: crm.objects.contacts.write and crm.schemas.contacts.write.',
      secret: true,
    },
  ],
  podio: [
    { name: 'clientId', label: 'Client ID', hint: 'Your Podio API key (podio.com/settings/api).' },
    { name: 'clientSecret', label: 'Client secret', secret: true },
    { name: 'appId', label: 'App ID', hint: 'In the Podio app: wrench > Developer.' },
    { name: 'appToken', label: 'App token', secret: true },
  ],
  webhook: [
    {
      name: 'url',
      label: 'Webhook URL',
      hint: 'A public https:// address, e.g. a Zapier or Make catch hook.',
    },
  ],
}

/** The typed credentials, an empty field as none. */
type CredentialValues = Record<string, string>

/**
 * One provider's credentials as the request, checked by connectCrmRequest (the server's
 * schema): a field left empty is missing, so it reads '... is required'.
 */
function credentialsSchema(provider: CrmProvider) {
  return z
    .record(z.string(), z.string())
    .transform((values): unknown => ({
      provider,
      ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')),
    }))
    .pipe(connectCrmRequest)
}

interface CrmConnectFormProps {
  provider: CrmProvider
  pending: boolean
  onConnect: (request: ConnectCrmRequest, done: () => void) => void
}

/** One provider's connection form, checked with the same schema the server uses. */
export function CrmConnectForm({ provider, pending, onConnect }: CrmConnectFormProps) {
  const schema = useMemo(() => credentialsSchema(provider), [provider])
  const form = useForm<CredentialValues, unknown, ConnectCrmRequest>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(FIELDS[provider].map((field) => [field.name, ''])),
  })
  return (
    <form
      noValidate
      className="grid gap-3"
      aria-label={`Connect ${provider}`}
      onSubmit={form.handleSubmit((request) => onConnect(request, () => form.reset()))}
    >
      {FIELDS[provider].map(({ secret, ...field }) =>
        secret ? (
          <PasswordField key={field.name} form={form} {...field} autoComplete="off" />
        ) : (
          <InputField
            key={field.name}
            form={form}
            {...field}
            autoComplete="off"
            inputMode={field.name === 'url' ? 'url' : undefined}
          />
        ),
      )}
      <div>
        <Button type="submit" disabled={pending}>
          {pending && <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />}
          Connect
        </Button>
      </div>
    </form>
  )
}
