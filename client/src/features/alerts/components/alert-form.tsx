import {
  ALERT_CHANNELS,
  ALERT_FREQUENCIES,
  type AlertChannel,
  type AlertFrequency,
  type AlertMonitor,
  type CreateAlertRequest,
  createAlertRequest,
} from '@common/contracts/alerts'
import { FILING_TYPES } from '@common/enums'
import { CASE_STAGES, type CaseStage } from '@common/lifecycle'
import { US_STATES } from '@common/us-states'
import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { CHANNEL_LABELS, FREQUENCY_LABELS, STAGE_LABELS, splitList } from '../lib/alert-labels'
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
  const [name, setName] = useState(initial?.name ?? '')
  const [state, setState] = useState(initial?.state ?? '')
  const [zips, setZips] = useState(initial?.zipCodes.join(', ') ?? '')
  const [counties, setCounties] = useState(initial?.counties.join(', ') ?? '')
  const [types, setTypes] = useState<string[]>(initial?.filingTypes ?? [])
  const [stages, setStages] = useState<string[]>(initial?.stages ?? [])
  const [days, setDays] = useState(initial?.saleWithinDays ? String(initial.saleWithinDays) : '')
  const [frequency, setFrequency] = useState<AlertFrequency>(initial?.frequency ?? 'instant')
  const [channels, setChannels] = useState<AlertChannel[]>(initial?.channels ?? ['in_app'])
  const [errors, setErrors] = useState<Record<string, string>>({})

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const request = {
      name,
      state,
      zipCodes: splitList(zips),
      counties: splitList(counties, /,/),
      filingTypes: types,
      stages,
      saleWithinDays: days.trim() ? Number(days) : null,
      frequency,
      channels,
    }
    const parsed = createAlertRequest.safeParse(request)
    if (!parsed.success) {
      const found: Record<string, string> = {}
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form')
        found[key] ??= issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    props.onSubmit(request as CreateAlertRequest)
  }

  return (
    <form
      className="grid gap-4"
      onSubmit={submit}
      noValidate
      aria-label={initial ? 'Edit alert' : 'New alert'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Alert name" error={errors.name}>
          {(control) => (
            <Input
              {...control}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={80}
            />
          )}
        </Field>
        <Field label="State" error={errors.state}>
          {(control) => (
            <NativeSelect {...control} value={state} onChange={(e) => setState(e.target.value)}>
              <option value="">Choose a state</option>
              {US_STATES.map(([code, label]) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          label="ZIP codes"
          hint="Separated by commas, e.g. 08204, 08226"
          error={errors.zipCodes}
        >
          {(control) => (
            <Input
              {...control}
              value={zips}
              inputMode="numeric"
              onChange={(e) => setZips(e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Counties"
          hint={
            props.countiesAllowed
              ? 'Separated by commas, e.g. Cape May'
              : 'Alerts by county are part of Elite'
          }
          error={errors.counties}
        >
          {(control) => (
            <Input
              {...control}
              value={counties}
              disabled={!props.countiesAllowed}
              onChange={(e) => setCounties(e.target.value)}
            />
          )}
        </Field>
      </div>
      <CheckboxGroup
        legend="Filing types (none ticked: all)"
        values={FILING_TYPES}
        selected={types}
        onChange={setTypes}
      />
      <CheckboxGroup
        legend="Case events (none ticked: all)"
        values={CASE_STAGES}
        selected={stages}
        onChange={setStages}
        labelOf={(stage) => STAGE_LABELS[stage as CaseStage]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Sale within (days)"
          hint="Only cases whose sale is set within this many days; empty: any"
          error={errors.saleWithinDays}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              min={1}
              max={365}
              value={days}
              onChange={(e) => setDays(e.target.value)}
            />
          )}
        </Field>
        <Field label="How often" error={errors.frequency}>
          {(control) => (
            <NativeSelect
              {...control}
              value={frequency}
              onChange={(e) => setFrequency(e.target.value as AlertFrequency)}
            >
              {ALERT_FREQUENCIES.map((value) => (
                <option key={value} value={value}>
                  {FREQUENCY_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <CheckboxGroup
        legend="Tell me by"
        values={ALERT_CHANNELS}
        selected={channels}
        onChange={setChannels}
        labelOf={(channel) => CHANNEL_LABELS[channel]}
        disabledOf={(channel) => channel === 'webhook' && !props.webhooksAllowed}
      >
        {errors.channels && (
          <p className="font-medium text-destructive text-sm">{errors.channels}</p>
        )}
      </CheckboxGroup>
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
