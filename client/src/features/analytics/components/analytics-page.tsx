import { daysBefore, isoDay } from '@common/contracts/analytics'
import { ANALYTICS, MULTI_AREA } from '@common/limits'
import { zodResolver } from '@hookform/resolvers/zod'
import { lazy, Suspense, useState } from 'react'
import { useForm } from 'react-hook-form'
import { InputField, SelectField } from '@/components/form/registered-fields'
import { UsStateOptions } from '@/components/form/us-state-options'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { useUpgradeModal } from '@/components/upgrade/upgrade-modal-context'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { ApiError, apiErrorMessage } from '@/lib/api'
import { pageTitle } from '@/lib/brand'
import { type AnalyticsFilters, useAnalytics } from '../api/get-analytics'
import { analyticsFiltersForm } from '../lib/analytics-filters-form'

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
  const form = useForm<AnalyticsFilters>({
    resolver: zodResolver(analyticsFiltersForm),
    defaultValues: props.initial,
  })
  return (
    <Card>
      <CardContent className="pt-6">
        <form
          aria-label="Analytics filters"
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
          onSubmit={form.handleSubmit(props.onApply)}
        >
          <InputField form={form} name="from" label="From" type="date" />
          <InputField form={form} name="to" label="To" type="date" />
          <SelectField form={form} name="state" label="State">
            <UsStateOptions empty="All states" />
          </SelectField>
          <InputField
            form={form}
            name="zipCodes"
            label={`ZIP codes (up to ${MULTI_AREA.maxZipCodes})`}
            inputMode="numeric"
            placeholder="45202, 45203"
          />
          <InputField form={form} name="county" label="County" />
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
      ? (apiErrorMessage(error) ?? 'Check the filters.')
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
  // A plan without analytics gets the offer alone: no filters for figures it cannot see.
  const notInPlan =
    analytics.error instanceof ApiError && analytics.error.code === 'ANALYTICS_NOT_IN_PLAN'
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="font-bold text-2xl tracking-tight">Analytics</h1>
        {!notInPlan && (
          <p className="text-muted-foreground text-sm">
            {filters.from} to {filters.to}
            {filters.state ? ` in ${filters.state}` : ', all states'}. Sample records are counted
            apart.
          </p>
        )}
      </div>
      {!notInPlan && <FiltersForm initial={filters} onApply={setFilters} />}
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
