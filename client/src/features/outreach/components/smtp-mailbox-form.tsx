import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { PasswordInput } from '@/components/ui/password-input'
import { toast } from '@/hooks/use-toast'
import { apiErrorMessage } from '@/lib/api'
import { useAddSmtpMailbox } from '../api/mailboxes'
import {
  DEFAULT_PORTS,
  type SmtpFields,
  type SmtpSecurity,
  smtpFieldsProblem,
  smtpUrlOf,
} from '../lib/smtp-url'

const INITIAL: SmtpFields & { email: string } = {
  email: '',
  host: '',
  port: DEFAULT_PORTS.tls,
  security: 'tls',
  user: '',
  password: '',
}

/**
 * Connects the user's own SMTP server (any provider that offers SMTP: an app password for
 * Gmail or Outlook, a host's mail server): the server signs in once to check it before keeping
 * it, encrypted. What the server answered is shown as it said it.
 */
export function SmtpMailboxForm({ onDone }: { onDone: () => void }) {
  const id = useId()
  const add = useAddSmtpMailbox()
  const [fields, setFields] = useState(INITIAL)
  const [problem, setProblem] = useState<string | null>(null)
  const set = (patch: Partial<typeof INITIAL>) => setFields((current) => ({ ...current, ...patch }))
  const field = (key: 'email' | 'host' | 'port' | 'user', label: string, props: object = {}) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        value={fields[key]}
        onChange={(e) => set({ [key]: e.target.value })}
        {...props}
      />
    </div>
  )
  return (
    <form
      aria-label="SMTP mailbox"
      className="grid gap-3 rounded-lg border p-3"
      onSubmit={(event) => {
        event.preventDefault()
        const first = !fields.email.includes('@')
          ? 'Enter the address the e-mails come from, e.g. sam@example.com.'
          : smtpFieldsProblem(fields)
        setProblem(first)
        if (first) return
        add.mutate(
          { email: fields.email.trim(), smtpUrl: smtpUrlOf(fields) },
          {
            onSuccess: (mailbox) => {
              toast({
                title: 'Mailbox Connected',
                description: `${mailbox.email}: campaigns can now be sent from it.`,
              })
              setFields(INITIAL)
              onDone()
            },
            onError: (error) =>
              setProblem(apiErrorMessage(error) ?? 'The mailbox could not be added. Try again.'),
          },
        )
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {field('email', 'From address', { type: 'email', autoComplete: 'email' })}
        {field('host', 'SMTP server', { placeholder: 'smtp.example.com' })}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-security`}>Security</Label>
          <NativeSelect
            id={`${id}-security`}
            value={fields.security}
            onChange={(e) => {
              const security = e.target.value as SmtpSecurity
              set({ security, port: DEFAULT_PORTS[security] })
            }}
          >
            <option value="tls">SSL/TLS (usually port 465)</option>
            <option value="starttls">STARTTLS (usually port 587)</option>
          </NativeSelect>
        </div>
        {field('port', 'Port', { inputMode: 'numeric' })}
        {field('user', 'User name', { autoComplete: 'username' })}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-password`}>Password</Label>
          <PasswordInput
            id={`${id}-password`}
            value={fields.password}
            autoComplete="new-password"
            onChange={(e) => set({ password: e.target.value })}
          />
        </div>
      </div>
      {problem && (
        <p role="alert" className="font-medium text-destructive text-sm">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending ? 'Checking the server...' : 'Add SMTP mailbox'}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
