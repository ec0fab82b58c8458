/**
 * A case's state replayed from its recorded upload events (oldest first): the stage is the
 * latest event's kind; a sale set or postponed sets the next sale date, a cancelled, sold,
 * redeemed or REO case has none, other events keep it. The same state records' caseChanges
 * leaves, so the next upload is judged against what the earlier ones said.
 */
import type { CaseStage } from '@common/lifecycle'
import type { CaseState } from './case-lifecycle'

export interface StoredCaseEvent {
  kind: CaseStage
  saleDate: string | null
  postponementCount: number | null
}

const ENDED: readonly CaseStage[] = ['cancelled', 'sold', 'redeemed', 'reo']

/** The state after these events; null when there are none. */
export function replayCaseEvents(events: readonly StoredCaseEvent[]): CaseState | null {
  let state: CaseState | null = null
  for (const event of events) {
    const previous: CaseState = state ?? { stage: null, nextSaleDate: null, postponementCount: 0 }
    let nextSaleDate = previous.nextSaleDate
    if (ENDED.includes(event.kind)) nextSaleDate = null
    else if (event.saleDate) nextSaleDate = event.saleDate
    state = {
      stage: event.kind,
      nextSaleDate,
      postponementCount: event.postponementCount ?? previous.postponementCount,
    }
  }
  return state
}
