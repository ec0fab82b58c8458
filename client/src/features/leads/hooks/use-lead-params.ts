import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  EMPTY_FILTERS,
  filtersFromParams,
  filtersToParams,
  type LeadFilters,
} from '../lib/lead-filters'

export type LeadView = 'list' | 'board'

/** What the detail shows: a lead, or a document that is not a lead (analysing, failed, not kept). */
export type DetailSelection = { kind: 'lead' | 'document'; id: string }

/** Every filter's URL parameter (the sort and order too), cleared before the new ones are set. */
const FILTER_KEYS = Object.keys(EMPTY_FILTERS) as (keyof LeadFilters)[]

/**
 * The lead workspace's state in the URL, beside the dashboard's `zip` and `tab`: the filters and
 * sort, the view (`view=board`) and what the detail shows (`lead=<id>` or `doc=<id>`), so a
 * reload, the back button or a shared link shows the same thing.
 */
export function useLeadParams() {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => filtersFromParams(params), [params])
  const view: LeadView = params.get('view') === 'board' ? 'board' : 'list'
  const leadId = params.get('lead')
  const docId = params.get('doc')
  const selection: DetailSelection | null = leadId
    ? { kind: 'lead', id: leadId }
    : docId
      ? { kind: 'document', id: docId }
      : null

  const update = useCallback(
    (change: (next: URLSearchParams) => void, push = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          change(next)
          return next
        },
        { replace: !push },
      ),
    [setParams],
  )

  const setFilters = useCallback(
    (next: LeadFilters) =>
      update((url) => {
        for (const key of FILTER_KEYS) url.delete(key)
        for (const [key, value] of filtersToParams(next)) url.set(key, value)
      }),
    [update],
  )
  const setView = useCallback(
    (next: LeadView) =>
      update((url) => {
        // The board opens a lead in a dialog: switching views closes what was open.
        url.delete('lead')
        url.delete('doc')
        if (next === 'board') url.set('view', 'board')
        else url.delete('view')
      }),
    [update],
  )
  /** Opens a lead or document in the detail (a history entry, so Back returns to the list). */
  const select = useCallback(
    (next: DetailSelection | null, options: { showAllZips?: boolean } = {}) =>
      update((url) => {
        url.delete('lead')
        url.delete('doc')
        if (options.showAllZips) url.delete('zip')
        if (next) url.set(next.kind === 'lead' ? 'lead' : 'doc', next.id)
      }, next !== null),
    [update],
  )
  return { filters, setFilters, view, setView, selection, select }
}
