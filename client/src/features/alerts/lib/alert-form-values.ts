import {
  ALERT_CHANNELS,
  ALERT_FREQUENCIES,
  type AlertChannel,
  type AlertFrequency,
  type AlertMonitor,
  type CreateAlertRequest,
  createAlertRequest,
} from '@common/contracts/alerts'
import { FILING_TYPES, type FilingType } from '@common/enums'
import { CASE_STAGES, type CaseStage } from '@common/lifecycle'
import { z } from 'zod'
import { splitList } from './alert-labels'

/** The alert form's values as its inputs hold them (lists typed as text, the days as text). */
export interface AlertFormValues {
  name: string
  state: string
  zipCodes: string
  counties: string
  filingTypes: FilingType[]
  stages: CaseStage[]
  saleWithinDays: string
  frequency: AlertFrequency
  channels: AlertChannel[]
}

/** A new monitor's values, or the edited one's. */
export function alertFormValues(monitor?: AlertMonitor): AlertFormValues {
  return {
    name: monitor?.name ?? '',
    state: monitor?.state ?? '',
    zipCodes: monitor?.zipCodes.join(', ') ?? '',
    counties: monitor?.counties.join(', ') ?? '',
    filingTypes: (monitor?.filingTypes ?? []).filter(isFilingType),
    stages: (monitor?.stages ?? []).filter(isCaseStage),
    saleWithinDays: monitor?.saleWithinDays ? String(monitor.saleWithinDays) : '',
    frequency: monitor?.frequency ?? 'instant',
    channels: monitor?.channels ?? ['in_app'],
  }
}

const isFilingType = (value: string): value is FilingType =>
  FILING_TYPES.some((type) => type === value)
const isCaseStage = (value: string): value is CaseStage =>
  CASE_STAGES.some((stage) => stage === value)

/**
 * The form's values turned into the request (ZIPs split on commas or spaces, counties on
 * commas, an empty number of days as none) and checked by createAlertRequest, the schema the
 * server validates with: its messages land on the fields of the same names.
 */
export const alertFormSchema = z
  .object({
    name: z.string(),
    state: z.string(),
    zipCodes: z.string(),
    counties: z.string(),
    filingTypes: z.array(z.enum(FILING_TYPES)),
    stages: z.array(z.enum(CASE_STAGES)),
    saleWithinDays: z.string(),
    frequency: z.enum(ALERT_FREQUENCIES),
    channels: z.array(z.enum(ALERT_CHANNELS)),
  })
  .transform(
    (values): CreateAlertRequest => ({
      ...values,
      zipCodes: splitList(values.zipCodes),
      counties: splitList(values.counties, /,/),
      saleWithinDays: values.saleWithinDays.trim() ? Number(values.saleWithinDays) : null,
    }),
  )
  .pipe(createAlertRequest)
