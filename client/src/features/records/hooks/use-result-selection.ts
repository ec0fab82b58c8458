import type { PublicRecordsSearchResponse } from '@common/contracts/records'
import { useCallback, useMemo, useState } from 'react'

/** The results on screen the user has ticked, and those already kept as leads. */
export interface ResultSelection {
  selected: ReadonlySet<string>
  kept: ReadonlySet<string>
  /** The results the plan shows (only those can be kept), in the reply's order. */
  keepable: readonly string[]
  toggle: (id: string) => void
  markKept: (ids: readonly string[]) => void
}

interface SelectionState {
  searchId: string | null
  selected: ReadonlySet<string>
  kept: ReadonlySet<string>
}

const EMPTY: ReadonlySet<string> = new Set()

/**
 * Selection and kept marks for the results of one search; another search on screen starts
 * with none (the state is keyed by the search's id, so nothing from the last one carries over).
 */
export function useResultSelection(response: PublicRecordsSearchResponse | null): ResultSelection {
  const searchId = response?.search.id ?? null
  const [state, setState] = useState<SelectionState>({ searchId, selected: EMPTY, kept: EMPTY })
  const current: SelectionState =
    state.searchId === searchId ? state : { searchId, selected: EMPTY, kept: EMPTY }
  const keepable = useMemo(
    () => response?.results.filter((r) => r.isAccessibleInTrial).map((r) => r.id) ?? [],
    [response],
  )
  const toggle = useCallback(
    (id: string) =>
      setState((previous) => {
        const base = previous.searchId === searchId ? previous.selected : EMPTY
        const selected = new Set(base)
        if (selected.has(id)) selected.delete(id)
        else selected.add(id)
        const kept = previous.searchId === searchId ? previous.kept : EMPTY
        return { searchId, selected, kept }
      }),
    [searchId],
  )
  const markKept = useCallback(
    (ids: readonly string[]) =>
      setState((previous) => {
        const same = previous.searchId === searchId
        const kept = new Set(same ? previous.kept : EMPTY)
        const selected = new Set(same ? previous.selected : EMPTY)
        for (const id of ids) {
          kept.add(id)
          selected.delete(id)
        }
        return { searchId, selected, kept }
      }),
    [searchId],
  )
  return { selected: current.selected, kept: current.kept, keepable, toggle, markKept }
}
