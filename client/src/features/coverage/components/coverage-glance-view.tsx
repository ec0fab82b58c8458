import type { CoverageResponse } from '@common/contracts/coverage'
import { Database, FlaskConical } from 'lucide-react'
import { Link } from 'react-router'
import { formatRelativeTime } from '@/lib/format'
import { cn } from '@/lib/utils'
import { countyLabel, coverageGlance, type RealCounty } from '../lib/coverage-glance'

const SHOWN_COUNTIES = 5

function freshness(county: RealCounty): string {
  return county.lastSuccessAt
    ? `checked ${formatRelativeTime(county.lastSuccessAt)}`
    : 'last check not recorded'
}

/**
 * What this deployment covers, in a few lines: the counties with real records and how fresh each
 * is, how many show generated samples only, and the way to the full coverage page. Shown where a
 * buyer decides: pricing, the plan chooser, the subscription page and a search that found nothing.
 */
export function CoverageGlanceView({
  coverage,
  className,
}: {
  coverage: CoverageResponse
  className?: string
}) {
  const glance = coverageGlance(coverage)
  const more = glance.real.length - SHOWN_COUNTIES
  return (
    <section
      aria-label="What this deployment covers"
      data-testid="coverage-glance"
      className={cn('rounded-lg border bg-card p-4 text-left text-sm', className)}
    >
      <h3 className="flex items-center gap-2 font-semibold">
        <Database className="size-4 text-primary" aria-hidden="true" />
        What our records cover today
      </h3>
      {glance.real.length === 0 ? (
        <p className="mt-2 text-slate-700">
          No county has real foreclosure records here yet. Searches show generated sample records,
          labelled as samples and never exported.
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            Real records in {glance.real.length} {glance.real.length === 1 ? 'county' : 'counties'}{' '}
            ({glance.realStates.join(', ')}):
          </p>
          <ul className="mt-1 grid gap-0.5 text-slate-700">
            {glance.real.slice(0, SHOWN_COUNTIES).map((county) => (
              <li key={countyLabel(county)} className="wrap-anywhere">
                <span className="font-medium">{countyLabel(county)}</span>:{' '}
                {county.records.toLocaleString('en-US')}{' '}
                {county.records === 1 ? 'record' : 'records'}, {freshness(county)}
              </li>
            ))}
            {more > 0 && <li className="text-muted-foreground">and {more} more</li>}
          </ul>
        </>
      )}
      {glance.sampleCounties > 0 && (
        <p className="mt-2 flex gap-2 text-slate-700">
          <FlaskConical className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span>
            Sample records only (generated, not real filings) in {glance.sampleCounties}{' '}
            {glance.sampleCounties === 1 ? 'county' : 'counties'} ({glance.sampleStates.join(', ')}
            ).
          </span>
        </p>
      )}
      <Link to="/coverage" className="mt-2 inline-block font-medium text-primary underline">
        See every county we cover
      </Link>
    </section>
  )
}
