import { FileSearch, LoaderCircle, SearchX, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import type { ToastMessage } from '@/hooks/use-toast'
import { useZipCoverage } from '../api/get-zip-coverage'
import { UPGRADE_TOAST_TITLES } from '../lib/search-error-toast'

function StatePanel({
  icon,
  title,
  children,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <div className="rounded-xl border bg-card px-6 py-10 text-center shadow-sm">
      <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        {icon}
      </span>
      <h2 className="font-semibold text-lg">{title}</h2>
      <div className="mx-auto mt-2 max-w-md text-muted-foreground text-sm">{children}</div>
    </div>
  )
}

/** While the search runs: a spinner, 'Searching public records...' and three placeholder cards. */
export function ResultsLoading() {
  return (
    <div className="grid gap-4">
      <p
        role="status"
        className="flex items-center justify-center gap-2 py-2 text-muted-foreground"
      >
        <LoaderCircle className="size-5 animate-spin text-primary" aria-hidden="true" />
        Searching public records...
      </p>
      {[0, 1, 2].map((key) => (
        <div
          key={key}
          aria-hidden="true"
          className="grid animate-pulse gap-3 rounded-xl border bg-card p-4"
        >
          <div className="flex items-center gap-2">
            <div className="size-8 rounded-lg bg-muted" />
            <div className="h-5 w-28 rounded-full bg-muted" />
            <div className="ml-auto h-4 w-20 rounded bg-muted" />
          </div>
          <div className="h-4 w-2/3 rounded bg-muted" />
          <div className="h-3 w-1/3 rounded bg-muted" />
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="h-8 rounded bg-muted" />
            <div className="h-8 rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  )
}

const FINDS = [
  'Lis Pendens filings',
  'Verified Complaints',
  'Municipal foreclosure notices',
  'Property addresses',
  'Case numbers',
  'Loan amounts',
  'Court information',
  'Filing dates',
]

/** Before the first search: what a search finds. */
export function ResultsInitial() {
  return (
    <StatePanel
      icon={<FileSearch className="size-6" aria-hidden="true" />}
      title="Search Public Records"
    >
      <p>Choose a state and a ZIP code to find foreclosure records filed there. You will see:</p>
      <ul className="mt-4 grid gap-x-6 gap-y-1.5 text-left text-slate-700 sm:grid-cols-2">
        {FINDS.map((item) => (
          <li key={item} className="flex items-center gap-2">
            <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-primary" />
            {item}
          </li>
        ))}
      </ul>
    </StatePanel>
  )
}

const SUGGESTIONS = [
  'Try a nearby ZIP code',
  'Search another county or city',
  'Check whether your plan includes this state',
  'Consider upgrading for access to more areas',
]

/**
 * A search that found nothing, with what to try next and the way to the coverage page; when the
 * ZIP lies outside the places the index covers, or holds sample records only, a line says so.
 * `coverage` is what the deployment covers (the route gives the coverage feature's card).
 */
export function ResultsEmpty({
  place = null,
  coverage: deploymentCoverage = null,
}: {
  place?: { state: string; zipCode: string | null } | null
  coverage?: ReactNode
}) {
  const coverage = useZipCoverage(place)
  const zip = coverage.data
  const line = !zip
    ? null
    : !zip.covered
      ? `We hold no records in ZIP ${zip.zip} (${zip.state}) yet.`
      : zip.data === 'sample'
        ? `ZIP ${zip.zip} (${zip.state}) holds sample records only (generated, not real filings).`
        : null
  const coverageLink = (
    <Link to="/coverage" className="text-primary underline">
      See which counties we cover
    </Link>
  )
  return (
    <StatePanel icon={<SearchX className="size-6" aria-hidden="true" />} title="No Records Found">
      {line && (
        <p className="mb-3 font-medium text-slate-800" data-testid="coverage-line">
          {line} {coverageLink}.
        </p>
      )}
      <p>No foreclosure records matched this search. You could:</p>
      <ul className="mx-auto mt-3 grid w-fit list-disc gap-1 pl-5 text-left text-slate-700">
        {SUGGESTIONS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {!line && <p className="mt-3">{coverageLink}.</p>}
      {deploymentCoverage}
    </StatePanel>
  )
}

/** A refused or failed search: the same words as its toast, kept on screen. */
export function ResultsError({ toast }: { toast: ToastMessage }) {
  const upgrade = UPGRADE_TOAST_TITLES.has(toast.title)
  return (
    <StatePanel
      icon={<TriangleAlert className="size-6 text-destructive" aria-hidden="true" />}
      title={toast.title}
    >
      <p>{toast.description}</p>
      {upgrade && (
        <Button asChild className="mt-5">
          <Link to="/subscription">View Plans</Link>
        </Button>
      )}
    </StatePanel>
  )
}

/**
 * A refused or failed search over results already on screen: they stay, and this says why above
 * them, with the same words as the toast.
 */
export function SearchFailedNotice({ toast }: { toast: ToastMessage }) {
  const upgrade = UPGRADE_TOAST_TITLES.has(toast.title)
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 bg-card p-4 text-sm shadow-sm">
      <TriangleAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{toast.title}</p>
        <p className="text-muted-foreground">{toast.description}</p>
      </div>
      {upgrade && (
        <Button asChild size="sm">
          <Link to="/subscription">View Plans</Link>
        </Button>
      )}
    </div>
  )
}
