import type { AddSmtpMailboxRequest } from '@common/contracts/email-campaigns'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { PasswordInput } from '@/components/ui/password-input'
import { toast } from '@/hooks/use-toast'
import { apiErrorMessage } from '@/lib/api'
import { firstErrorMessage } from '@/lib/form-errors'
import { useAddSmtpMailbox } from '../api/mailboxes'
import {
  EMPTY_SMTP_MAILBOX,
  type SmtpMailboxValues,
  smtpMailboxFormSchema,
} from '../lib/smtp-mailbox-form'
import { DEFAULT_PORTS } from '../lib/smtp-url'

const isSecurity = (value: string): value is keyof typeof DEFAULT_PORTS => value in DEFAULT_PORTS

/**
 * Connects the user's own SMTP server (any provider that offers SMTP: an app password for
 * Gmail or Outlook, a host's mail server): the server signs in once to check it before keeping
 * it, encrypted. What the server answered is shown as it said it.
 */
export function SmtpMailboxForm({ onDone }: { onDone: () => void }) {
  const id = useId()
  const add = useAddSmtpMailbox()
  const form = useForm<SmtpMailboxValues, unknown, AddSmtpMailboxRequest>({
    resolver: zodResolver(smtpMailboxFormSchema),
    defaultValues: EMPTY_SMTP_MAILBOX,
  })
  // What the server answered when it refused the mailbox; a new submission clears it.
  const [refusal, setRefusal] = useState<string | null>(null)
  // One problem at a time: the first the check found, else the server's refusal.
  const problem = firstErrorMessage(form.formState.errors) ?? refusal
  const field = (key: 'email' | 'host' | 'port' | 'user', label: string, props: object = {}) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input id={`${id}-${key}`} {...form.register(key)} {...props} />
    </div>
  )
  const submit = form.handleSubmit(
    (request) => {
      setRefusal(null)
      add.mutate(request, {
        onSuccess: (mailbox) => {
          toast({
            title: 'Mailbox Connected',
            description: `${mailbox.email}: campaigns can now be sent from it.`,
          })
          form.reset(EMPTY_SMTP_MAILBOX)
          onDone()
        },
        onError: (error) =>
          setRefusal(apiErrorMessage(error) ?? 'The mailbox could not be added. Try again.'),
      })
    },
    () => setRefusal(null),
  )
  return (
    <form aria-label="SMTP mailbox" className="grid gap-3 rounded-lg border p-3" onSubmit={submit}>
      <div className="grid gap-3 sm:grid-cols-2">
        {field('email', 'From address', { type: 'email', autoComplete: 'email' })}
        {field('host', 'SMTP server', { placeholder: 'smtp.example.com' })}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-security`}>Security</Label>
          <NativeSelect
            id={`${id}-security`}
            {...form.register('security', {
              onChange: (event: { target: { value: string } }) => {
                const security = event.target.value
                if (isSecurity(security)) form.setValue('port', DEFAULT_PORTS[security])
              },
            })}
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
            autoComplete="new-password"
            {...form.register('password')}
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
