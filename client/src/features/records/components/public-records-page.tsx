import type { TrialStatusResponse, UserResponse } from '@common/contracts/accounts'
import {
  type PublicRecordsSearch,
  type PublicRecordsSearchResponse,
  publicRecordsSearchRequest,
} from '@common/contracts/records'
import { zodResolver } from '@hookform/resolvers/zod'
import { type ReactNode, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useSearchParams } from 'react-router'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { toast } from '@/hooks/use-toast'
import { pageTitle } from '@/lib/brand'
import { useKeepSearchResults } from '../api/keep-search-results'
import { useOpenSavedSearch } from '../api/open-saved-search'
import { type SearchCriteria, useSearchPublicRecords } from '../api/search-public-records'
import { useResultSelection } from '../hooks/use-result-selection'
import { keepErrorToast, keptToast, openErrorToast } from '../lib/keep-toast'
import { resultsView } from '../lib/results-view'
import { searchErrorToast } from '../lib/search-error-toast'
import type { SearchFormValues } from '../lib/search-form-values'
import { searchFormFromLink } from '../lib/search-link'
import { searchSuccessToast } from '../lib/search-summary'
import { RecordsHeader } from './records-header'
import {
  ResultsEmpty,
  ResultsError,
  ResultsInitial,
  ResultsLoading,
  SearchFailedNotice,
} from './results-states'
import { SavedSearches } from './saved-searches'
import { SearchForm } from './search-form'
import { type PendingKeep, SearchResults } from './search-results'

/** Below the `lg` breakpoint the results sit under the form: bring them into view. */
function scrollIntoViewWhenStacked(element: HTMLElement | null): void {
  if (!element || window.matchMedia('(min-width: 64rem)').matches) return
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
}

interface PublicRecordsPageProps {
  user: UserResponse
  /** Trial downloads left; null when downloads are not counted (a subscriber). */
  downloadsLeft: number | null
  /** The trial's status for the header's badge; undefined while unknown or for a subscriber. */
  trialStatus: TrialStatusResponse | undefined
  /** What the deployment covers, shown when a search finds nothing (the coverage feature's card). */
  coverage?: ReactNode
  /** Beside a finished search: "Alert me on new filings here" (the alerts feature's button). */
  alertAction?: (search: PublicRecordsSearch) => ReactNode
}

/**
 * /public-records: search foreclosure filings by state and ZIP code (spec section 2), for the
 * signed-in user the route gives it, with what the trial allows.
 */
export function PublicRecordsPage({
  user,
  downloadsLeft,
  trialStatus,
  coverage,
  alertAction,
}: PublicRecordsPageProps) {
  useDocumentTitle(pageTitle('Public Records Search'))
  const search = useSearchPublicRecords()
  const open = useOpenSavedSearch()
  const keep = useKeepSearchResults()
  const [pendingKeep, setPendingKeep] = useState<PendingKeep | null>(null)
  const [params] = useSearchParams()
  const form = useForm<SearchFormValues, unknown, SearchCriteria>({
    resolver: zodResolver(publicRecordsSearchRequest),
    // An alert's link names the area (state, ZIP): filled in, not searched.
    defaultValues: searchFormFromLink(params),
  })

  const resultsRef = useRef<HTMLDivElement>(null)
  // The last answer shown, a search's or an opened saved search's: a failed search leaves it
  // on screen (the toast says why).
  const [lastShown, setLastShown] = useState<PublicRecordsSearchResponse | null>(null)
  const selection = useResultSelection(lastShown)
  const view = resultsView(
    { isPending: search.isPending || open.isPending, isError: search.isError, data: undefined },
    lastShown,
  )

  const onSearch = (criteria: SearchCriteria) => {
    scrollIntoViewWhenStacked(resultsRef.current)
    search.mutate(criteria, {
      onSuccess: (response) => {
        setLastShown(response)
        toast(searchSuccessToast(response))
      },
      onError: (error) => toast(searchErrorToast(error)),
    })
  }

  // A saved search opens with its results (read again, masked for the plan as it is now) and
  // its criteria in the form; it spends no search.
  const onPick = (saved: PublicRecordsSearch) => {
    form.reset({
      state: saved.state,
      zipCode: saved.zipCodes[0] ?? saved.zipCode ?? '',
      zipCodes: saved.zipCodes.slice(1).join(', '),
      city: saved.city ?? '',
      county: saved.county ?? '',
      saleWithinDays: saved.saleWithinDays ?? undefined,
      excludeEnded: saved.excludeEnded || undefined,
      minEquity: saved.minEquity ?? undefined,
      minEquityPercent: saved.minEquityPercent ?? undefined,
      absenteeOnly: saved.absenteeOnly || undefined,
      sort: saved.sort,
    })
    scrollIntoViewWhenStacked(resultsRef.current)
    search.reset()
    open.mutate(saved.id, {
      onSuccess: (response) => setLastShown(response),
      onError: (error) => toast(openErrorToast(error)),
    })
  }

  const onKeep = (kind: PendingKeep['kind'], ids?: string[]) => {
    if (!lastShown) return
    const searchId = lastShown.search.id
    // A keep-all keeps what the plan shows: those are the results to mark kept.
    const keeping = ids ?? [...selection.keepable]
    setPendingKeep({ kind, ids: new Set(keeping) })
    keep.mutate(
      { searchId, filingIds: ids },
      {
        onSuccess: (response) => {
          selection.markKept(keeping)
          toast(keptToast(response))
        },
        onError: (error) => toast(keepErrorToast(error)),
        onSettled: () => setPendingKeep(null),
      },
    )
  }

  return (
    <div className="min-h-screen bg-muted/40">
      <RecordsHeader user={user} trialStatus={trialStatus} />
      <main
        id="main"
        className="mx-auto grid max-w-7xl items-start gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:py-8"
      >
        <SearchForm
          form={form}
          onSearch={onSearch}
          isPending={search.isPending}
          multiArea={user.subscriptionTier === 'elite' && user.subscriptionStatus === 'active'}
        />
        <div
          ref={resultsRef}
          className="min-w-0 scroll-mt-4 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          {search.isError && view.kind !== 'error' && (
            <SearchFailedNotice toast={searchErrorToast(search.error)} />
          )}
          {alertAction && lastShown && (view.kind === 'results' || view.kind === 'empty') && (
            <div className="mb-3 flex justify-end">{alertAction(lastShown.search)}</div>
          )}
          {view.kind === 'loading' ? (
            <ResultsLoading />
          ) : view.kind === 'error' ? (
            <ResultsError toast={searchErrorToast(search.error)} />
          ) : view.kind === 'results' ? (
            <SearchResults
              response={view.response}
              selection={selection}
              pending={pendingKeep}
              onKeep={onKeep}
              downloadsLeft={downloadsLeft}
            />
          ) : view.kind === 'empty' ? (
            <ResultsEmpty place={(lastShown ?? search.data)?.search ?? null} coverage={coverage} />
          ) : (
            <ResultsInitial />
          )}
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <SavedSearches
            onPick={onPick}
            openingId={open.isPending ? (open.variables ?? null) : null}
          />
        </div>
      </main>
    </div>
  )
}
