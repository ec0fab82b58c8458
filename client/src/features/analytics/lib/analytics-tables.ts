import type { AnalyticsResponse } from '@common/contracts/analytics'
import type { TableView } from '../components/chart-card'

/** Filings by week with one column per filing type (the chart's stacks), sample counted apart. */
export function filingsByWeek(filings: AnalyticsResponse['filings']) {
  const types = [...new Set(filings.byWeekAndType.map((row) => row.documentType))].sort()
  const weeks = new Map<string, Record<string, number> & { sample: number }>()
  for (const row of filings.byWeekAndType) {
    const week = weeks.get(row.week) ?? { sample: 0 }
    week[row.documentType] = (week[row.documentType] ?? 0) + row.count
    week.sample = (week.sample ?? 0) + row.sample
    weeks.set(row.week, week)
  }
  const data: (Record<string, number | string> & { week: string; sample: number })[] = [
    ...weeks.entries(),
  ].map(([week, counts]) => ({ ...counts, week }))
  const table: TableView = {
    columns: ['Week of', ...types, 'of which sample'],
    rows: data.map((row) => [row.week, ...types.map((type) => row[type] ?? 0), row.sample]),
  }
  return { types, data, table }
}

/**
 * The busiest areas (states for the whole index, else ZIPs: 0040): totals for the chart, week by
 * week for the table.
 */
export function filingsByArea(filings: AnalyticsResponse['filings']) {
  const byState = filings.areaKind === 'state'
  const label = (row: AnalyticsResponse['filings']['byWeekAndArea'][number]) =>
    byState ? row.state : (row.zipCode ?? 'No ZIP')
  const totals = new Map<string, { area: string; county: string; count: number; sample: number }>()
  for (const row of filings.byWeekAndArea) {
    const area = label(row)
    const total = totals.get(area) ?? { area, county: row.county ?? '', count: 0, sample: 0 }
    total.count += row.count
    total.sample += row.sample
    totals.set(area, total)
  }
  const data = [...totals.values()].sort((a, b) => b.count - a.count)
  const table: TableView = byState
    ? {
        columns: ['Week of', 'State', 'Filings', 'of which sample'],
        rows: filings.byWeekAndArea.map((row) => [row.week, row.state, row.count, row.sample]),
      }
    : {
        columns: ['Week of', 'ZIP', 'County', 'Filings', 'of which sample'],
        rows: filings.byWeekAndArea.map((row) => [
          row.week,
          label(row),
          row.county ?? '',
          row.count,
          row.sample,
        ]),
      }
  return { data, table, title: byState ? 'Busiest states' : 'Busiest ZIP codes' }
}

/** Steps of a funnel as chart data and a two-column table. */
export function funnel(steps: [string, number][]): {
  data: { step: string; count: number }[]
  table: TableView
} {
  return {
    data: steps.map(([step, count]) => ({ step, count })),
    table: { columns: ['Step', 'Count'], rows: steps },
  }
}
