import {
  DEFAULT_URGENCY_THRESHOLD,
  type SaveUrgencyAlertRequest,
  saveUrgencyAlertRequest,
  URGENCY_ALERT_CHANNELS,
  type UrgencyAlertResponse,
} from '@common/contracts/alerts'
import { zodResolver } from '@hookform/resolvers/zod'
import { Gauge } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { SectionCard } from '@/components/section-card'
import { Button } from '@/components/ui/button'
import { CardContent } from '@/components/ui/card'
import { FormMessage } from '@/components/ui/form-message'
import { Input } from '@/components/ui/input'
import { useUpgradeModal } from '@/components/upgrade/upgrade-modal-context'
import { toast } from '@/hooks/use-toast'
import { apiErrorMessage } from '@/lib/api'
import { fieldErrorMessage } from '@/lib/form-errors'
import { useSaveUrgencyAlert, useTurnOffUrgencyAlert, useUrgencyAlert } from '../api/urgency-alert'
import { CHANNEL_LABELS } from '../lib/alert-labels'
import { alertErrorToast } from '../lib/alert-toasts'
import { CheckboxGroup } from './checkbox-group'

type Values = { threshold: number; channels: SaveUrgencyAlertRequest['channels'] }

const channelWords = (channels: readonly string[]) =>
  channels.map((c) => (c === 'email' ? 'by e-mail' : 'in the app')).join(' and ')

/** What is on now, in a sentence; off when it is off, paused when the plan has no alerts. */
function statusOf(setting: UrgencyAlertResponse): string {
  if (!setting.enabled) return 'Off.'
  if (!setting.allowed) return 'Paused: alerts are not part of your plan.'
  return `On: leads reaching ${setting.threshold} or more are told ${channelWords(setting.channels)}.`
}

/**
 * The urgency alert (issue 35): "tell me when a lead's urgency reaches N or more", in the bell
 * and/or by e-mail; saved on, or turned off. The server's refusals (a plan without alerts, a
 * bad threshold) are shown under the form as it words them.
 */
export function UrgencyAlertSection() {
  const { data, isError } = useUrgencyAlert()
  const save = useSaveUrgencyAlert()
  const turnOff = useTurnOffUrgencyAlert()
  const { openUpgradeModal } = useUpgradeModal()
  const [serverMessage, setServerMessage] = useState<string | null>(null)
  const thresholdId = useId()
  const messageId = useId()
  const form = useForm<Values, unknown, SaveUrgencyAlertRequest>({
    resolver: zodResolver(saveUrgencyAlertRequest),
    defaultValues: { threshold: DEFAULT_URGENCY_THRESHOLD, channels: ['in_app'] },
  })
  const { errors } = form.formState
  useEffect(() => {
    if (data) form.reset({ threshold: data.threshold, channels: data.channels })
  }, [data, form])

  const failed = (error: unknown) => {
    setServerMessage(apiErrorMessage(error) ?? 'The urgency alert could not be saved. Try again.')
    const { upgrade, ...shown } = alertErrorToast(error)
    toast(shown)
    if (upgrade) openUpgradeModal()
  }
  const submit = form.handleSubmit((values) => {
    setServerMessage(null)
    save.mutate(
      { ...values, enabled: true },
      {
        onSuccess: (saved) => toast({ title: 'Urgency Alert Saved', description: statusOf(saved) }),
        onError: failed,
      },
    )
  })
  const thresholdError = fieldErrorMessage(errors.threshold)

  return (
    <SectionCard
      id="urgency-alert"
      icon={Gauge}
      title="Urgency alert"
      description={
        data && !data.allowed
          ? 'The urgency alert is part of the Pro and Elite plans.'
          : "Hear when a lead's urgency score (the sale's clock, equity, reachability) rises to your threshold."
      }
    >
      <CardContent className="grid gap-4">
        {isError && (
          <p className="text-destructive text-sm">The urgency alert could not be loaded.</p>
        )}
        {data && (
          <p className="text-sm" data-testid="urgency-alert-status">
            {statusOf(data)}
          </p>
        )}
        <form
          className="grid min-w-0 gap-4"
          onSubmit={submit}
          noValidate
          aria-label="Urgency alert"
        >
          <div className="grid gap-1">
            <label htmlFor={thresholdId} className="flex flex-wrap items-center gap-2 text-sm">
              <span>Tell me when a lead's urgency reaches</span>
              <Input
                id={thresholdId}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                step={1}
                className="w-20"
                aria-invalid={thresholdError ? true : undefined}
                aria-describedby={thresholdError ? messageId : undefined}
                {...form.register('threshold', { valueAsNumber: true })}
              />
              <span>or more</span>
            </label>
            <FormMessage id={messageId}>{thresholdError}</FormMessage>
          </div>
          <Controller
            control={form.control}
            name="channels"
            render={({ field }) => (
              <CheckboxGroup
                legend="Tell me by"
                values={URGENCY_ALERT_CHANNELS}
                selected={field.value}
                onChange={(update) => field.onChange(update(field.value))}
                labelOf={(channel) => CHANNEL_LABELS[channel]}
              >
                <FormMessage>{fieldErrorMessage(errors.channels)}</FormMessage>
              </CheckboxGroup>
            )}
          />
          {serverMessage && (
            <p role="alert" className="font-medium text-destructive text-sm">
              {serverMessage}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {data?.enabled ? 'Save urgency alert' : 'Turn on urgency alert'}
            </Button>
            {data?.enabled && (
              <Button
                type="button"
                variant="outline"
                disabled={turnOff.isPending}
                onClick={() => {
                  setServerMessage(null)
                  turnOff.mutate(undefined, {
                    onSuccess: () =>
                      toast({ title: 'Urgency Alert Off', description: 'You will not be told.' }),
                    onError: failed,
                  })
                }}
              >
                Turn off
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </SectionCard>
  )
}
