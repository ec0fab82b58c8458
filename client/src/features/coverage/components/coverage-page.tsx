import type { CoverageCounty, CoverageDataKind, CoverageSource } from '@common/contracts/coverage'
import { Link } from 'react-router'
import { BrandLogo } from '@/components/layout/brand-logo'
import { PageLoading } from '@/components/layout/page-loading'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { pageTitle } from '@/lib/brand'
import { useCoverage } from '../api/get-coverage'

const DATA_LABELS: Record<CoverageDataKind, { text: string; className: string }> = {
  real: { text: 'Real records', className: 'bg-emerald-100 text-emerald-900' },
  licensed_only: { text: 'Licensed feed only', className: 'bg-amber-100 text-amber-900' },
  sample: { text: 'Sample data (generated)', className: 'bg-slate-200 text-slate-800' },
  none: { text: 'Not collected yet', className: 'bg-slate-100 text-slate-600' },
}

/** A cell; on a phone the rows stack as cards and each cell shows its column's name first. */
const CELL =
  'px-3 py-2 max-sm:grid max-sm:grid-cols-[8.5rem_1fr] max-sm:gap-2 max-sm:py-1 max-sm:text-left max-sm:before:font-medium max-sm:before:text-muted-foreground max-sm:before:text-xs max-sm:before:content-[attr(data-label)]'

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never'

/** How far the source's adapter was checked and how often it runs, e.g. "same platform, not yet seen; re-checked every 24 hours". */
function sourceNote(source: CoverageSource): string {
  const every =
    source.checkEveryHours === null
      ? null
      : `re-checked every ${source.checkEveryHours} hour${source.checkEveryHours === 1 ? '' : 's'}`
  return [source.verification, every].filter(Boolean).join('; ')
}

function CountyRow({ state, county }: { state: string; county: CoverageCounty }) {
  const label = DATA_LABELS[county.data]
  return (
    <tr
      className="border-t align-top max-sm:block max-sm:py-2"
      data-testid={`coverage-${state}-${county.county ?? 'statewide'}`}
    >
      <td data-label="County" className={`${CELL} font-medium`}>
        <span>{county.county ?? 'Statewide / citywide'}</span>
      </td>
      <td data-label="Data" className={CELL}>
        <span
          className={`justify-self-start rounded px-2 py-0.5 text-xs font-semibold ${label.className}`}
        >
          {label.text}
        </span>
      </td>
      <td data-label="Sources" className={CELL}>
        {county.sources.length === 0 ? (
          <span className="text-muted-foreground">Generated sample records</span>
        ) : (
          <ul className="grid gap-1">
            {county.sources.map((source) => (
              <li key={source.id}>
                {source.name}
                {source.access === 'licensed_feed_required' && (
                  <span className="text-muted-foreground"> (licensed feed required)</span>
                )}
                {source.access === 'open' && !source.enabled && (
                  <span className="text-muted-foreground"> (not enabled yet)</span>
                )}
                {source.unreachableSince && (
                  <span className="block font-medium text-destructive text-xs">
                    Unreachable since {when(source.unreachableSince)}
                  </span>
                )}
                {sourceNote(source) && (
                  <span className="block text-muted-foreground text-xs">{sourceNote(source)}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td data-label="Record kinds" className={CELL}>
        <span>{county.recordKinds.join(', ') || '-'}</span>
      </td>
      <td data-label="Last successful run" className={CELL}>
        <span>{when(county.lastSuccessAt)}</span>
      </td>
      <td data-label="Records" className={`${CELL} text-right tabular-nums`}>
        <span>
          {county.rowCount.toLocaleString('en-US')}
          {county.sampleCount > 0 && (
            <span className="block text-muted-foreground text-xs">
              {county.sampleCount.toLocaleString('en-US')} sample
            </span>
          )}
        </span>
      </td>
    </tr>
  )
}

/** /coverage (public): which states and counties the records come from, and how real they are. */
export function CoveragePage() {
  useDocumentTitle(pageTitle('Coverage'))
  const coverage = useCoverage()
  return (
    <div className="min-h-screen bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <BrandLogo />
          <Link to="/public-records" className="text-primary text-sm underline">
            Search public records
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <h1 className="font-bold text-2xl tracking-tight">Coverage</h1>
        <p className="mt-2 max-w-3xl text-muted-foreground">
          Where our foreclosure records come from, by state and county: the public sources we
          collect, what they give, when they last ran, and whether the records there are real,
          available only through a licensed feed, or generated sample data.
        </p>
        {coverage.isPending ? (
          <PageLoading />
        ) : coverage.isError ? (
          <p className="mt-6 text-destructive">Coverage could not be loaded. Try again later.</p>
        ) : (
          coverage.data.states.map((entry) => (
            <section key={entry.state} className="mt-8" aria-labelledby={`state-${entry.state}`}>
              <h2 id={`state-${entry.state}`} className="font-semibold text-lg">
                {entry.state}
              </h2>
              <div className="mt-2 overflow-x-auto rounded-lg border bg-card">
                <table className="w-full text-left text-sm max-sm:block">
                  <thead className="bg-muted/60 text-xs uppercase tracking-wide max-sm:sr-only">
                    <tr>
                      <th className="px-3 py-2">County</th>
                      <th className="px-3 py-2">Data</th>
                      <th className="px-3 py-2">Sources</th>
                      <th className="px-3 py-2">Record kinds</th>
                      <th className="px-3 py-2">Last successful run</th>
                      <th className="px-3 py-2 text-right">Records</th>
                    </tr>
                  </thead>
                  <tbody className="max-sm:block">
                    {entry.counties.map((county) => (
                      <CountyRow key={county.county ?? ''} state={entry.state} county={county} />
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ))
        )}
      </main>
    </div>
  )
}
