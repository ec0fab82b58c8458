/**
 * What a source record says has happened to a case, against what the index knew: the events to
 * record (sale set, postponed with its new date and count, cancelled, bankruptcy stay, sold...)
 * and the case's stage and next sale date after them. Re-reading an unchanged record yields no
 * event, so re-ingesting a source records changes only.
 */

import type { SaleStatus } from '@common/enums'
import type { CaseEventKind, CaseStage } from '@common/lifecycle'
import type { CaseOutcome, SoldTo } from '../../text/sale-status'

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

/** What of a record the lifecycle reads (an uploaded document's record gives the same). */
export interface CaseReport {
  saleStatus: SaleStatus | null
  saleDate: string | null
  /** Which amount the record states ('judgment' makes a first sight a judgment). */
  amountKind: string | null
  /** What became of the case when the source says: 'redeemed', 'reo' (text/sale-status.ts). */
  caseOutcome?: CaseOutcome | null
  /** Who bought and for how much, when the source says (kept on a sold or REO event). */
  soldTo?: SoldTo | null
  salePrice?: string | null
}

/** A sale's buyer and price for the event's detail (only what the source said). */
function saleDetail(filing: CaseReport, outcome?: CaseOutcome) {
  const soldTo = filing.soldTo ?? (outcome === 'reo' ? 'plaintiff' : null)
  return {
    ...(soldTo ? { soldTo } : {}),
    ...(filing.salePrice ? { salePrice: filing.salePrice } : {}),
  }
}

/** The event a record's own status means, on first sight. */
function firstEvent(filing: CaseReport): CaseEventKind {
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

/** Events that wait on (or hold) a sale, which a foreclosure judgment comes before. */
const AFTER_JUDGMENT: readonly CaseEventKind[] = ['sale_scheduled', 'postponed', 'bankruptcy_stay']

/**
 * The events a record brings to a case (`previous` null: a case first seen) and the state after.
 * A record that states a judgment amount (a RealAuction item's 'Final Judgment Amount', a
 * CivilView sale's 'Approx. Judgment') about a case not yet past its filing records a
 * 'judgment' first: first seen with a sale set, the case shows the judgment, then the sale; a
 * filed case (a lis pendens) that a sale listing names moves to 'judgment', then to the sale.
 * A sold or cancelled record adds none (a deed's consideration is no judgment).
 */
export function caseChanges(
  previous: CaseState | null,
  filing: CaseReport,
): { events: CaseEventInput[]; state: CaseState } {
  if (filing.caseOutcome) return outcomeChanges(previous, filing, filing.caseOutcome)
  const changes = statusChanges(previous, filing)
  const beforeJudgment = previous === null || previous.stage === null || previous.stage === 'filed'
  if (filing.amountKind !== 'judgment' || !beforeJudgment) return changes
  const judgment: CaseEventInput = {
    kind: 'judgment',
    saleDate: null,
    postponementCount: null,
    detail: { saleStatus: filing.saleStatus, amountKind: filing.amountKind },
  }
  const [first] = changes.events
  if (first && AFTER_JUDGMENT.includes(first.kind)) {
    return { events: [judgment, ...changes.events], state: changes.state }
  }
  if (!first && previous) {
    return { events: [judgment], state: { ...previous, stage: 'judgment' } }
  }
  return changes
}

/**
 * A source that says the case was redeemed or went back to the lender (REO) ends it with that
 * event, whatever stage it was in (a sold case learns it was sold to the plaintiff; a cancelled
 * sale that it was redeemed); the same outcome again adds nothing, and no sale date is left.
 */
function outcomeChanges(
  previous: CaseState | null,
  filing: CaseReport,
  outcome: CaseOutcome,
): { events: CaseEventInput[]; state: CaseState } {
  if (previous?.stage === outcome) return { events: [], state: previous }
  const detail = {
    saleStatus: filing.saleStatus,
    reportedSaleDate: filing.saleDate,
    caseOutcome: outcome,
    ...(outcome === 'reo' ? saleDetail(filing, outcome) : {}),
  }
  return {
    events: [{ kind: outcome, saleDate: null, postponementCount: null, detail }],
    state: {
      stage: outcome,
      nextSaleDate: null,
      postponementCount: previous?.postponementCount ?? 0,
    },
  }
}

/** The events the record's sale status and date bring (no judgment). */
function statusChanges(
  previous: CaseState | null,
  filing: CaseReport,
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
          detail: kind === 'sold' ? { ...detail, ...saleDetail(filing) } : detail,
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
    const endDetail = endKind === 'sold' ? { ...detail, ...saleDetail(filing) } : detail
    return {
      events: [{ kind: endKind, saleDate: null, postponementCount: null, detail: endDetail }],
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
