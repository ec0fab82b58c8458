import { type NotificationPreferences, notificationPreferences } from '@common/contracts/settings'
import { zodResolver } from '@hookform/resolvers/zod'
import { BellRing } from 'lucide-react'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { SelectField } from '@/components/form/registered-fields'
import { SavingForm } from '@/components/form/saving-form'
import { toastOutcome } from '@/lib/toast-outcome'
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../../api/notification-preferences'
import { PREFERENCES_SAVED, preferencesNotSaved } from '../../lib/settings-toasts'
import { timeZoneOptions } from '../../lib/time-zones'
import { SettingsCard } from './settings-card'

function Toggle({
  label,
  hint,
  ...props
}: { label: string; hint: string } & React.ComponentProps<'input'>) {
  return (
    <label className="flex items-start gap-3 text-sm">
      <input type="checkbox" className="mt-0.5 size-4 accent-primary" {...props} />
      <span className="grid gap-0.5">
        <span className="font-medium text-slate-900">{label}</span>
        <span className="text-muted-foreground text-xs">{hint}</span>
      </span>
    </label>
  )
}

/** Settings: which e-mails the user wants, and the time zone of the daily digest. */
export function NotificationPreferencesSection() {
  const { data, isPending } = useNotificationPreferences()
  const save = useSaveNotificationPreferences()
  const form = useForm<NotificationPreferences>({
    resolver: zodResolver(notificationPreferences),
    defaultValues: { productEmails: true, dailyDigest: false, digestTimeZone: 'America/New_York' },
  })
  useEffect(() => {
    if (data) form.reset(data)
  }, [data, form])
  const zones = timeZoneOptions(data?.digestTimeZone)

  const onValid = (values: NotificationPreferences) =>
    save.mutate(values, toastOutcome(PREFERENCES_SAVED, preferencesNotSaved))

  return (
    <SettingsCard
      id="notifications"
      icon={BellRing}
      title="Notifications"
      description="What we e-mail you. Alerts for new filings use the digest settings."
    >
      <SavingForm
        form={form}
        onValid={onValid}
        submitLabel="Save preferences"
        pendingLabel="Saving..."
        pending={save.isPending}
        disabled={isPending}
      >
        <Toggle
          label="Product e-mails"
          hint="News about features and tips for working your leads."
          disabled={isPending}
          {...form.register('productEmails')}
        />
        <Toggle
          label="Daily digest"
          hint="One e-mail each morning with the new filings of your alerts."
          disabled={isPending}
          {...form.register('dailyDigest')}
        />
        <div className="sm:max-w-xs">
          <SelectField
            form={form}
            name="digestTimeZone"
            label="Digest time zone"
            disabled={isPending}
          >
            {zones.map((option) => (
              <option key={option.zone} value={option.zone}>
                {option.label}
              </option>
            ))}
          </SelectField>
        </div>
      </SavingForm>
    </SettingsCard>
  )
}
