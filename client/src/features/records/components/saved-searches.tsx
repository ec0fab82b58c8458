import type { PublicRecordsSearch } from '@common/contracts/records'
import { ChevronRight, History } from 'lucide-react'
import { SectionCard } from '@/components/section-card'
import { CardContent } from '@/components/ui/card'
import { formatRelativeTime } from '@/lib/format'
import { useSavedSearches } from '../api/get-saved-searches'
import { equityCriteriaLabel } from '../lib/records-labels'
import { documentsNoun } from '../lib/search-summary'

const SHOWN = 5

interface SavedSearchesProps {
  /** Opens the search: its results again and its criteria in the form (spends no search). */
  onPick: (search: PublicRecordsSearch) => void
  /** The search being opened, if any: the list waits for it. */
  openingId?: string | null
}

function describe(search: PublicRecordsSearch): string {
  return [search.city, search.county, equityCriteriaLabel(search)].filter(Boolean).join(', ')
}

/** The areas a saved search covered: its ZIPs (Elite may name several), or its county. */
function areaOf(search: { zipCode: string | null; zipCodes?: string[]; county: string | null }) {
  const zips = search.zipCodes?.length ? search.zipCodes : search.zipCode ? [search.zipCode] : []
  if (zips.length > 0) return zips.join(', ')
  return search.county ? `${search.county} County` : ''
}

/** The user's recent searches; opening one shows its results again without spending a search. */
export function SavedSearches({ onPick, openingId = null }: SavedSearchesProps) {
  const { data, isPending, isError } = useSavedSearches()
  const searches = data?.searches.slice(0, SHOWN) ?? []
  return (
    <SectionCard
      id="saved-searches"
      title="Recent Searches"
      icon={History}
      headerClassName="pb-3"
      description="Open one to see its results again. Opening a search does not use one."
    >
      <CardContent>
        {isPending ? (
          <p className="text-muted-foreground text-sm">Loading your searches...</p>
        ) : isError ? (
          <p className="text-muted-foreground text-sm">Your searches could not be loaded.</p>
        ) : searches.length === 0 ? (
          <p className="text-muted-foreground text-sm">Your searches will be listed here.</p>
        ) : (
          <ul className="-mx-2 grid gap-1">
            {searches.map((search) => (
              <li key={search.id}>
                <button
                  type="button"
                  onClick={() => onPick(search)}
                  disabled={openingId !== null}
                  aria-busy={openingId === search.id}
                  className="flex w-full items-center gap-3 rounded-md px-2 py-2 text-left transition-colors hover:bg-accent disabled:opacity-60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-sm">
                      {search.state} {areaOf(search)}
                      {describe(search) && (
                        <span className="font-normal text-muted-foreground">
                          {' '}
                          · {describe(search)}
                        </span>
                      )}
                    </span>
                    <span className="block text-muted-foreground text-xs">
                      {openingId === search.id
                        ? 'Opening...'
                        : `${search.resultsCount} ${documentsNoun(search.resultsCount)} · ${formatRelativeTime(search.createdAt)}`}
                    </span>
                  </span>
                  <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </SectionCard>
  )
}
