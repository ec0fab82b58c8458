import { type ChangeEmailRequest, changeEmailRequest } from '@common/contracts/settings'
import { zodResolver } from '@hookform/resolvers/zod'
import { AtSign, MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { InputField, PasswordField } from '@/components/form/registered-fields'
import { SavingForm } from '@/components/form/saving-form'
import { toast } from '@/hooks/use-toast'
import { useRequestEmailChange } from '../../api/change-email'
import { useUser } from '../../api/get-user'
import { settingsErrorToast } from '../../lib/settings-toasts'
import { SettingsCard } from './settings-card'

type FormValues = z.input<typeof changeEmailRequest>
const EMPTY: FormValues = { newEmail: '', currentPassword: '' }

/** Settings: change the e-mail address; it changes once the link sent to the new one is opened. */
export function EmailSection() {
  const { data: user } = useUser()
  const change = useRequestEmailChange()
  const [sent, setSent] = useState<string>()
  const form = useForm<FormValues, unknown, ChangeEmailRequest>({
    resolver: zodResolver(changeEmailRequest),
    defaultValues: EMPTY,
  })

  const onValid = (values: ChangeEmailRequest) =>
    change.mutate(values, {
      onSuccess: (reply) => {
        form.reset(EMPTY)
        setSent(reply.message)
        toast({ title: 'Check Your Inbox', description: reply.message })
      },
      onError: (error) =>
        toast(
          settingsErrorToast('E-mail Not Changed', error, 'Failed to send the link. Try again.'),
        ),
    })

  return (
    <SettingsCard
      id="email"
      icon={AtSign}
      title="E-mail address"
      description={
        <>
          You sign in with{' '}
          <span className="font-medium text-slate-900 wrap-anywhere">{user?.email}</span>. A new
          address takes effect once you open the link we send to it.
        </>
      }
    >
      {sent && (
        <p
          role="status"
          className="mb-4 flex items-start gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-900 text-sm"
        >
          <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {sent}
        </p>
      )}
      <SavingForm
        form={form}
        onValid={onValid}
        submitLabel="Send confirmation link"
        pendingLabel="Sending..."
        pending={change.isPending}
        className="grid gap-4 sm:grid-cols-2"
      >
        <InputField
          form={form}
          name="newEmail"
          label="New e-mail address"
          type="email"
          autoComplete="email"
        />
        <PasswordField
          form={form}
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
        />
      </SavingForm>
    </SettingsCard>
  )
}
