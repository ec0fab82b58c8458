import {
  type SenderIdentityRequest,
  senderIdentityRequest,
} from '@common/contracts/sender-identity'
import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, Mail } from 'lucide-react'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { SettingsSection } from '@/components/settings-section'
import { Button } from '@/components/ui/button'
import { CardContent } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/hooks/use-toast'
import { apiErrorMessage } from '@/lib/api'
import { useSaveSenderIdentity, useSenderIdentity } from '../api/sender-identity'

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
  const { errors } = form.formState
  useEffect(() => {
    if (data?.sender) form.reset({ ...data.sender, phone: data.sender.phone ?? '' })
  }, [data, form])

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () =>
        toast({ title: 'Sender Saved', description: 'Your sender identity was saved.' }),
      onError: (error) =>
        toast({
          title: 'Sender Not Saved',
          description: apiErrorMessage(error) ?? 'Failed to save. Try again.',
          variant: 'destructive',
        }),
    }),
  )

  return (
    <SettingsSection
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
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field label="Sender name" error={errors.name?.message}>
            {(control) => (
              <Input
                autoComplete="name"
                disabled={isPending}
                {...control}
                {...form.register('name')}
              />
            )}
          </Field>
          <Field
            label="Postal address"
            hint="Street address or PO Box, city, state and ZIP code"
            error={errors.postalAddress?.message}
          >
            {(control) => (
              <Textarea
                rows={3}
                className="min-h-20"
                autoComplete="street-address"
                disabled={isPending}
                {...control}
                {...form.register('postalAddress')}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Reply-to e-mail" error={errors.replyTo?.message}>
              {(control) => (
                <Input
                  type="email"
                  autoComplete="email"
                  disabled={isPending}
                  {...control}
                  {...form.register('replyTo')}
                />
              )}
            </Field>
            <Field label="Phone (optional)" error={errors.phone?.message}>
              {(control) => (
                <Input
                  type="tel"
                  autoComplete="tel"
                  disabled={isPending}
                  {...control}
                  {...form.register('phone')}
                />
              )}
            </Field>
          </div>
          <div>
            <Button type="submit" disabled={save.isPending || isPending}>
              {save.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {save.isPending ? 'Saving...' : 'Save sender'}
            </Button>
          </div>
        </form>
      </CardContent>
    </SettingsSection>
  )
}
