/**
 * What a source record says has happened to a case, against what the index knew: the events to
 * record (sale set, postponed with its new date and count, cancelled, bankruptcy stay, sold...)
 * and the case's stage and next sale date after them. Re-reading an unchanged record yields no
 * event, so re-ingesting a source records changes only.
 */
import type { CaseEventKind, CaseStage } from '@common/lifecycle'
import type { NormalizedFiling } from '../importers/normalized-filing'

/** What the index holds about a case's lifecycle. */
export interface CaseState {
  stage: CaseStage | null
  nextSaleDate: string | null
  postponementCount: number
}

export interface CaseEventInput {
  kind: CaseEventKind
  saleDate: string | null
  postponementCount: number | null
  detail: Record<string, unknown>
}

const ENDED: readonly CaseStage[] = ['cancelled', 'sold', 'redeemed', 'reo']

/** The event a record's own status means, on first sight. */
function firstEvent(filing: NormalizedFiling): CaseEventKind {
  switch (filing.saleStatus) {
    case 'cancelled':
      return 'cancelled'
    case 'sold':
      return 'sold'
    case 'stayed':
      return 'bankruptcy_stay'
    case 'postponed':
      return 'postponed'
    case 'scheduled':
      return 'sale_scheduled'
    default:
      if (filing.saleDate) return 'sale_scheduled'
      return filing.amountKind === 'judgment' ? 'judgment' : 'filed'
  }
}

/** The events a record brings to a case (`previous` null: a case first seen) and the state after. */
export function caseChanges(
  previous: CaseState | null,
  filing: NormalizedFiling,
): { events: CaseEventInput[]; state: CaseState } {
  const detail = { saleStatus: filing.saleStatus, reportedSaleDate: filing.saleDate }
  if (!previous) {
    const kind = firstEvent(filing)
    const waits = kind === 'sale_scheduled' || kind === 'postponed' || kind === 'bankruptcy_stay'
    const count = kind === 'postponed' ? 1 : 0
    const nextSaleDate = waits ? filing.saleDate : null
    return {
      events: [
        {
          kind,
          saleDate: nextSaleDate,
          postponementCount: kind === 'postponed' ? 1 : null,
          detail,
        },
      ],
      state: { stage: kind, nextSaleDate, postponementCount: count },
    }
  }
  const unchanged = { events: [], state: previous }
  const status = filing.saleStatus
  const ended: Record<string, CaseEventKind> = {
    cancelled: 'cancelled',
    sold: 'sold',
    stayed: 'bankruptcy_stay',
  }
  const endKind = status ? ended[status] : undefined
  if (endKind) {
    if (previous.stage === endKind) return unchanged
    const nextSaleDate = endKind === 'bankruptcy_stay' ? previous.nextSaleDate : null
    return {
      events: [{ kind: endKind, saleDate: null, postponementCount: null, detail }],
      state: { ...previous, stage: endKind, nextSaleDate },
    }
  }
  if (previous.stage && ENDED.includes(previous.stage)) return unchanged
  const date = filing.saleDate
  const moved = date !== null && previous.nextSaleDate !== null && date > previous.nextSaleDate
  if (moved || (status === 'postponed' && previous.stage !== 'postponed' && date !== null)) {
    const count = previous.postponementCount + 1
    return {
      events: [
        {
          kind: 'postponed',
          saleDate: date,
          postponementCount: count,
          detail: { ...detail, previousSaleDate: previous.nextSaleDate },
        },
      ],
      state: { stage: 'postponed', nextSaleDate: date, postponementCount: count },
    }
  }
  if (date !== null && previous.nextSaleDate === null) {
    return {
      events: [{ kind: 'sale_scheduled', saleDate: date, postponementCount: null, detail }],
      state: { ...previous, stage: 'sale_scheduled', nextSaleDate: date },
    }
  }
  return unchanged
}
