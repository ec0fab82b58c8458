import { type ConnectCrmRequest, type CrmProvider, connectCrmRequest } from '@common/contracts/crm'
import { LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'

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

interface CrmConnectFormProps {
  provider: CrmProvider
  pending: boolean
  onConnect: (request: ConnectCrmRequest, done: () => void) => void
}

/** One provider's connection form, checked with the same schema the server uses. */
export function CrmConnectForm({ provider, pending, onConnect }: CrmConnectFormProps) {
  const [values, setValues] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  return (
    <form
      noValidate
      className="grid gap-3"
      aria-label={`Connect ${provider}`}
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = connectCrmRequest.safeParse({ provider, ...values })
        if (!parsed.success) {
          setErrors(
            Object.fromEntries(
              parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
            ),
          )
          return
        }
        setErrors({})
        onConnect(parsed.data, () => setValues({}))
      }}
    >
      {FIELDS[provider].map((field) => (
        <Field key={field.name} label={field.label} hint={field.hint} error={errors[field.name]}>
          {(control) =>
            field.secret ? (
              <PasswordInput
                autoComplete="off"
                value={values[field.name] ?? ''}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                {...control}
              />
            ) : (
              <Input
                autoComplete="off"
                inputMode={field.name === 'url' ? 'url' : undefined}
                value={values[field.name] ?? ''}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                {...control}
              />
            )
          }
        </Field>
      ))}
      <div>
        <Button type="submit" disabled={pending}>
          {pending && <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />}
          Connect
        </Button>
      </div>
    </form>
  )
}
