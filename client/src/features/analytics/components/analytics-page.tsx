import { daysBefore, isoDay } from '@common/contracts/analytics'
import { ANALYTICS, MULTI_AREA } from '@common/limits'
import { US_STATES } from '@common/us-states'
import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { useUpgradeModal } from '@/components/upgrade/upgrade-modal-context'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { ApiError } from '@/lib/api'
import { pageTitle } from '@/lib/brand'
import { type AnalyticsFilters, useAnalytics } from '../api/get-analytics'

// recharts is loaded with the charts only (this page is a chunk of its own already).
const AnalyticsCharts = lazy(() =>
  import('./analytics-charts').then((module) => ({ default: module.AnalyticsCharts })),
)

function defaultFilters(): AnalyticsFilters {
  const to = isoDay(new Date())
  return {
    from: daysBefore(to, ANALYTICS.defaultRangeDays - 1),
    to,
    state: '',
    zipCodes: '',
    county: '',
  }
}

function FiltersForm(props: { initial: AnalyticsFilters; onApply: (f: AnalyticsFilters) => void }) {
  const [draft, setDraft] = useState(props.initial)
  const set = (key: keyof AnalyticsFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }))
  return (
    <Card>
      <CardContent className="pt-6">
        <form
          aria-label="Analytics filters"
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
          onSubmit={(event) => {
            event.preventDefault()
            props.onApply(draft)
          }}
        >
          <Field label="From">
            {(control) => (
              <Input type="date" {...control} value={draft.from} onChange={set('from')} />
            )}
          </Field>
          <Field label="To">
            {(control) => <Input type="date" {...control} value={draft.to} onChange={set('to')} />}
          </Field>
          <Field label="State">
            {(control) => (
              <NativeSelect {...control} value={draft.state} onChange={set('state')}>
                <option value="">All states</option>
                {US_STATES.map(([code, name]) => (
                  <option key={code} value={code}>
                    {code} - {name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label={`ZIP codes (up to ${MULTI_AREA.maxZipCodes})`}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                placeholder="45202, 45203"
                value={draft.zipCodes}
                onChange={set('zipCodes')}
              />
            )}
          </Field>
          <Field label="County">
            {(control) => <Input {...control} value={draft.county} onChange={set('county')} />}
          </Field>
          <Button type="submit">Apply</Button>
        </form>
      </CardContent>
    </Card>
  )
}

function Refusal({ error }: { error: unknown }) {
  const { openUpgradeModal } = useUpgradeModal()
  if (error instanceof ApiError && error.code === 'ANALYTICS_NOT_IN_PLAN') {
    return (
      <Card>
        <CardContent className="grid gap-3 pt-6">
          <h2 className="font-semibold text-lg">Analytics are part of Elite</h2>
          <p className="text-muted-foreground text-sm">
            See filings by week, case stages, your pipeline, outreach and skip tracing at a glance
            with the Elite plan.
          </p>
          <div>
            <Button type="button" onClick={openUpgradeModal}>
              Upgrade to Elite
            </Button>
          </div>
        </CardContent>
      </Card>
    )
  }
  const message =
    error instanceof ApiError && error.status === 400
      ? ((error.body as { message?: string })?.message ?? 'Check the filters.')
      : 'The analytics could not be loaded. Please try again.'
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm"
    >
      {message}
    </p>
  )
}

/** /analytics (Elite): the figures of a date range and area, each chart with a table view. */
export function AnalyticsPage() {
  useDocumentTitle(pageTitle('Analytics'))
  const [filters, setFilters] = useState(defaultFilters)
  const analytics = useAnalytics(filters)
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="font-bold text-2xl tracking-tight">Analytics</h1>
        <p className="text-muted-foreground text-sm">
          {filters.from} to {filters.to}
          {filters.state ? ` in ${filters.state}` : ', all states'}. Sample records are counted
          apart.
        </p>
      </div>
      <FiltersForm initial={filters} onApply={setFilters} />
      {analytics.isPending ? (
        <p aria-live="polite">Loading analytics...</p>
      ) : analytics.isError ? (
        <Refusal error={analytics.error} />
      ) : (
        <Suspense fallback={<p aria-live="polite">Loading charts...</p>}>
          <AnalyticsCharts data={analytics.data} />
        </Suspense>
      )}
    </div>
  )
}
