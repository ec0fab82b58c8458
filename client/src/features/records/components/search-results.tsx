import type { PublicRecordsSearchResponse } from '@common/contracts/records'
import { FlaskConical, MapPin, Sparkles } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import type { ResultSelection } from '../hooks/use-result-selection'
import { groupResultsByZip } from '../lib/group-results'
import { documentsNoun, resultsCountLabel } from '../lib/search-summary'
import { KeepToolbar } from './keep-toolbar'
import { LimitBanner } from './limit-banner'
import { ResultCard } from './result-card'

/** A keep on its way: which kind, and the results it keeps. */
export interface PendingKeep {
  kind: 'selected' | 'all' | 'one'
  ids: ReadonlySet<string>
}

interface SearchResultsProps {
  response: PublicRecordsSearchResponse
  selection: ResultSelection
  pending: PendingKeep | null
  /** Keeps these results (by id), or all of the search when none are given. */
  onKeep: (kind: PendingKeep['kind'], ids?: string[]) => void
  /** Trial downloads left; null when downloads are not counted (a subscriber). */
  downloadsLeft: number | null
}

/**
 * The results of one search, grouped by ZIP code, under a header that counts them, with the
 * controls that keep them as leads (one, the ticked ones, or all the plan shows).
 */
export function SearchResults({
  response,
  selection,
  pending,
  onKeep,
  downloadsLeft,
}: SearchResultsProps) {
  const groups = groupResultsByZip(response.results, response.search.sort)
  const keepableLeft = selection.keepable.filter((id) => !selection.kept.has(id)).length
  const anySample = response.results.some((result) => result.isSample)
  return (
    <section aria-labelledby="results-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="results-heading" className="mr-auto font-semibold text-lg">
          Search Results
        </h2>
        <Badge variant="default">{resultsCountLabel(response)}</Badge>
        {response.isTrialUser && (
          <Badge variant="highlight">
            <Sparkles aria-hidden="true" />
            Free Trial
          </Badge>
        )}
      </div>
      {anySample && (
        <p className="flex items-start gap-2 rounded-lg border border-violet-200 bg-violet-50 px-3 py-2 text-sm text-violet-900">
          <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Includes sample data: records marked 'Sample data' are generated examples, not real
          filings.
        </p>
      )}
      <LimitBanner response={response} />
      {selection.keepable.length > 0 && (
        <KeepToolbar
          selectedCount={selection.selected.size}
          keepableLeft={keepableLeft}
          pending={pending?.kind ?? null}
          onKeepSelected={() => onKeep('selected', [...selection.selected])}
          onKeepAll={() => onKeep('all')}
        />
      )}
      {groups.map((group) => {
        const zip = group.zipCode ?? 'N/A'
        return (
          <section key={zip} aria-labelledby={`zip-${zip}`} className="grid gap-3">
            <div className="flex items-center gap-2 border-b pb-2">
              <MapPin className="size-4 text-primary" aria-hidden="true" />
              <h3 id={`zip-${zip}`} className="font-semibold">
                ZIP {zip}
              </h3>
              <Badge variant="secondary">
                {group.results.length} {documentsNoun(group.results.length)}
              </Badge>
            </div>
            {group.results.map((result) => (
              <ResultCard
                key={result.id}
                result={result}
                isTrialUser={response.isTrialUser}
                searchId={response.search.id}
                downloadsLeft={downloadsLeft}
                keeping={
                  result.isAccessibleInTrial
                    ? {
                        state: selection.kept.has(result.id)
                          ? 'kept'
                          : pending?.ids.has(result.id)
                            ? 'keeping'
                            : 'idle',
                        selected: selection.selected.has(result.id),
                        busy: pending !== null,
                        onToggle: () => selection.toggle(result.id),
                        onKeep: () => onKeep('one', [result.id]),
                      }
                    : undefined
                }
              />
            ))}
          </section>
        )
      })}
    </section>
  )
}
