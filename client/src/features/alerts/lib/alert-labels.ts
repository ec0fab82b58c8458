/** The words the alerts page shows for a monitor's coded values. */
import type { AlertChannel, AlertFrequency } from '@common/contracts/alerts'
import type { CaseStage } from '@common/lifecycle'

export const STAGE_LABELS: Record<CaseStage, string> = {
  filed: 'New filing',
  judgment: 'Judgment entered',
  sale_scheduled: 'Sale scheduled',
  postponed: 'Sale postponed',
  cancelled: 'Sale cancelled',
  bankruptcy_stay: 'Bankruptcy stay',
  sold: 'Sold at sale',
  redeemed: 'Redeemed',
  reo: 'Bank-owned (REO)',
  unknown: 'Other update',
}

export const CHANNEL_LABELS: Record<AlertChannel, string> = {
  in_app: 'In the app (the bell)',
  email: 'E-mail',
  webhook: 'Webhook (Zapier and other tools)',
}

export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'Instantly',
  daily: 'Daily digest (e-mail in your morning)',
}

/** "08204, 08226" -> ['08204', '08226']: a comma- or space-separated list typed by a person. */
export function splitList(value: string, separator: RegExp = /[\s,;]+/): string[] {
  return value
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean)
}
