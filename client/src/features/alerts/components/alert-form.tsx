import {
  ALERT_CHANNELS,
  ALERT_FREQUENCIES,
  type AlertMonitor,
  type CreateAlertRequest,
} from '@common/contracts/alerts'
import { FILING_TYPES } from '@common/enums'
import { CASE_STAGES } from '@common/lifecycle'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { InputField, SelectField } from '@/components/form/registered-fields'
import { SelectOptions } from '@/components/form/select-options'
import { UsStateOptions } from '@/components/form/us-state-options'
import { Button } from '@/components/ui/button'
import { fieldErrorMessage } from '@/lib/form-errors'
import { type AlertFormValues, alertFormSchema, alertFormValues } from '../lib/alert-form-values'
import { CHANNEL_LABELS, FREQUENCY_LABELS, STAGE_LABELS } from '../lib/alert-labels'
import { CheckboxGroup } from './checkbox-group'

interface AlertFormProps {
  /** The monitor edited; none: a new one. */
  initial?: AlertMonitor
  /** What the plan allows (counties and webhooks are Elite's). */
  countiesAllowed: boolean
  webhooksAllowed: boolean
  pending: boolean
  onSubmit: (request: CreateAlertRequest) => void
  onCancel?: () => void
}

/** The monitor's form: where, what, how often and by which channels; checked by the shared schema. */
export function AlertForm(props: AlertFormProps) {
  const { initial } = props
  const form = useForm<AlertFormValues, unknown, CreateAlertRequest>({
    resolver: zodResolver(alertFormSchema),
    defaultValues: alertFormValues(initial),
  })
  const { errors } = form.formState

  return (
    <form
      className="grid gap-4"
      onSubmit={form.handleSubmit((request) => props.onSubmit(request))}
      noValidate
      aria-label={initial ? 'Edit alert' : 'New alert'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="name" label="Alert name" maxLength={80} />
        <SelectField form={form} name="state" label="State">
          <UsStateOptions empty="Choose a state" namesOnly />
        </SelectField>
        <InputField
          form={form}
          name="zipCodes"
          label="ZIP codes"
          hint="Separated by commas, e.g. 08204, 08226"
          inputMode="numeric"
        />
        <InputField
          form={form}
          name="counties"
          label="Counties"
          hint={
            props.countiesAllowed
              ? 'Separated by commas, e.g. Cape May'
              : 'Alerts by county are part of Elite'
          }
          disabled={!props.countiesAllowed}
        />
      </div>
      <Controller
        control={form.control}
        name="filingTypes"
        render={({ field }) => (
          <CheckboxGroup
            legend="Filing types (none ticked: all)"
            values={FILING_TYPES}
            selected={field.value}
            onChange={(update) => field.onChange(update(field.value))}
          />
        )}
      />
      <Controller
        control={form.control}
        name="stages"
        render={({ field }) => (
          <CheckboxGroup
            legend="Case events (none ticked: all)"
            values={CASE_STAGES}
            selected={field.value}
            onChange={(update) => field.onChange(update(field.value))}
            labelOf={(stage) => STAGE_LABELS[stage]}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          form={form}
          name="saleWithinDays"
          label="Sale within (days)"
          hint="Only cases whose sale is set within this many days; empty: any"
          type="number"
          min={1}
          max={365}
        />
        <SelectField form={form} name="frequency" label="How often">
          <SelectOptions values={ALERT_FREQUENCIES} labels={FREQUENCY_LABELS} />
        </SelectField>
      </div>
      <Controller
        control={form.control}
        name="channels"
        render={({ field }) => (
          <CheckboxGroup
            legend="Tell me by"
            values={ALERT_CHANNELS}
            selected={field.value}
            onChange={(update) => field.onChange(update(field.value))}
            labelOf={(channel) => CHANNEL_LABELS[channel]}
            disabledOf={(channel) => channel === 'webhook' && !props.webhooksAllowed}
          >
            {errors.channels && (
              <p className="font-medium text-destructive text-sm">
                {fieldErrorMessage(errors.channels)}
              </p>
            )}
          </CheckboxGroup>
        )}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={props.pending}>
          {initial ? 'Save alert' : 'Create alert'}
        </Button>
        {props.onCancel && (
          <Button type="button" variant="outline" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  )
}
