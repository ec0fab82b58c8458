import type { UsageMeter, UsageResponse } from '@common/contracts/billing'

/** One line of the sidebar's usage card. */
export interface UsageMeterRow {
  id: 'counties' | 'documents' | 'records' | 'social' | 'traces'
  label: string
  /** What the user reads: '3 of 15 counties used', 'Unlimited', 'Not included in your plan'. */
  summary: string
  /** Used this month, shown under 'Unlimited' (where there is no bar to show it). */
  detail?: string
  /** Share of the limit used, 0 to 1, for the bar; null when there is no limit to fill. */
  fill: number | null
}

type Wording = Pick<UsageMeterRow, 'id' | 'label'> & { of: (used: number, limit: number) => string }

const WORDING: Record<keyof Omit<UsageResponse['usage'], 'publicRecordsSearches'>, Wording> = {
  counties: {
    id: 'counties',
    label: 'Counties',
    of: (used, limit) => `${used} of ${limit} counties used`,
  },
  documentsUploaded: {
    id: 'documents',
    label: 'Document imports',
    of: (used, limit) => `${used} of ${limit} documents imported this month`,
  },
  recordsViewed: {
    id: 'records',
    label: 'Records viewed',
    of: (used, limit) => `${used} of ${limit} records viewed this month`,
  },
  socialSearches: {
    id: 'social',
    label: 'Social searches',
    of: (used, limit) => `${used} of ${limit} social searches used`,
  },
  skipTraces: {
    id: 'traces',
    label: 'Skip traces',
    of: (used, limit) => `${used} of ${limit} skip traces used this month`,
  },
}

function row(wording: Wording, meter: UsageMeter): UsageMeterRow {
  const { id, label } = wording
  if (meter.limit === null) {
    return { id, label, summary: 'Unlimited', detail: `${meter.used} used this month`, fill: null }
  }
  if (meter.limit === 0) return { id, label, summary: 'Not included in your plan', fill: null }
  const fill = Math.min(1, Math.max(0, meter.used / meter.limit))
  return { id, label, summary: wording.of(meter.used, meter.limit), fill }
}

/**
 * The usage card's lines from GET /api/billing/usage: counties, document imports and social
 * searches always; records viewed only where the plan caps them (Basic's 20 a month); skip
 * traces only where the plan has them (Pro, Elite).
 */
export function usageMeterRows(report: UsageResponse): UsageMeterRow[] {
  const { usage } = report
  const rows = [
    row(WORDING.counties, usage.counties),
    row(WORDING.documentsUploaded, usage.documentsUploaded),
  ]
  if (usage.recordsViewed.limit !== null) rows.push(row(WORDING.recordsViewed, usage.recordsViewed))
  rows.push(row(WORDING.socialSearches, usage.socialSearches))
  // Skip tracing is a Pro and Elite feature: other plans do not see a meter for it.
  if (usage.skipTraces.limit !== 0) rows.push(row(WORDING.skipTraces, usage.skipTraces))
  return rows
}

/** The month the counters cover, as 'November 2026' in the user's language. */
export function usagePeriodLabel(period: UsageResponse['period'], locale?: string): string {
  return new Date(period.year, period.month - 1, 1).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
  })
}
