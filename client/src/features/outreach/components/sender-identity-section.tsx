import {
  type SenderIdentityRequest,
  senderIdentityRequest,
} from '@common/contracts/sender-identity'
import { zodResolver } from '@hookform/resolvers/zod'
import { Mail } from 'lucide-react'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { InputField, TextareaField } from '@/components/form/registered-fields'
import { SavingForm } from '@/components/form/saving-form'
import { SectionCard } from '@/components/section-card'
import { CardContent } from '@/components/ui/card'
import { toastOutcome } from '@/lib/toast-outcome'
import { useSaveSenderIdentity, useSenderIdentity } from '../api/sender-identity'
import { SENDER_SAVED, senderNotSaved } from '../lib/outreach-toasts'

type FormValues = z.input<typeof senderIdentityRequest>
const EMPTY: FormValues = { name: '', postalAddress: '', replyTo: '', phone: '' }

/**
 * Settings: who campaign e-mails come from. CAN-SPAM asks every commercial e-mail to identify
 * the sender and carry a valid postal address, so no campaign starts until these are set.
 */
export function SenderIdentitySection() {
  const { data, isPending } = useSenderIdentity()
  const save = useSaveSenderIdentity()
  const form = useForm<FormValues, unknown, SenderIdentityRequest>({
    resolver: zodResolver(senderIdentityRequest),
    defaultValues: EMPTY,
  })
  useEffect(() => {
    if (data?.sender) form.reset({ ...data.sender, phone: data.sender.phone ?? '' })
  }, [data, form])

  const onValid = (values: SenderIdentityRequest) =>
    save.mutate(values, toastOutcome(SENDER_SAVED, senderNotSaved))

  return (
    <SectionCard
      id="sender-identity"
      icon={Mail}
      title="Sender identity"
      description={
        <>
          Every e-mail campaign names you as the sender and carries your postal address and an
          unsubscribe link, as the CAN-SPAM Act requires. Campaigns cannot start until this is set.
        </>
      }
    >
      <CardContent>
        <SavingForm
          form={form}
          onValid={onValid}
          submitLabel="Save sender"
          pendingLabel="Saving..."
          pending={save.isPending}
          disabled={isPending}
        >
          <InputField
            form={form}
            name="name"
            label="Sender name"
            autoComplete="name"
            disabled={isPending}
          />
          <TextareaField
            form={form}
            name="postalAddress"
            label="Postal address"
            hint="Street address or PO Box, city, state and ZIP code"
            rows={3}
            className="min-h-20"
            autoComplete="street-address"
            disabled={isPending}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              form={form}
              name="replyTo"
              label="Reply-to e-mail"
              type="email"
              autoComplete="email"
              disabled={isPending}
            />
            <InputField
              form={form}
              name="phone"
              label="Phone (optional)"
              type="tel"
              autoComplete="tel"
              disabled={isPending}
            />
          </div>
        </SavingForm>
      </CardContent>
    </SectionCard>
  )
}
