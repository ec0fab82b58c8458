/**
 * The stage a record shows, never nothing (issue 30): the stage sources reported, or what the
 * record itself says (a sale set, a sale status, a recent filing), or `unknown` with the reason
 * ("sale date passed, no result published"). Shared by the result cards and their tests.
 */
import type { SaleStatus } from './enums'
import { type CaseStage, effectiveStage, WAITING_ON_SALE } from './lifecycle'

export interface StageInput {
  stage: CaseStage | null
  nextSaleDate: string | null
  saleStatus?: SaleStatus | null
  documentType?: string | null
  filingDate?: string | null
}

export interface ShownStage {
  stage: CaseStage
  /** Why the stage is `unknown`, or how it was read from the record itself; null when reported. */
  reason: string | null
}

export const SALE_PASSED_REASON = 'sale date passed, no result published'
export const SALE_STAYED_REASON = 'sale stayed, no new date published'
export const NO_STAGE_REPORTED_REASON = 'the source reports no stage'
export const FILING_UNDATED_REASON = 'filing date not published'
export const NOTHING_PUBLISHED_REASON = 'no source has published the case’s stage'
/** After "filed YYYY": an old filing with nothing since. */
export const OLD_FILING_REASON_TAIL = ', no later event published'

/**
 * Documents that start a foreclosure case: the record is the case's filing. The server's SQL
 * (records' shown-stage-sql.ts) reads its source as a PostgreSQL regular expression (`~*`).
 */
export const FILING_DOCUMENTS = /lis pendens|complaint|notice of default|foreclosure (filing|case)/i

/** A filing older than this with no later event says nothing of where the case is now. */
export const FILING_NEWS_DAYS = 730

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

function fromSaleStatus(
  status: SaleStatus,
  nextSaleDate: string | null,
  today: string,
): ShownStage {
  if (status === 'cancelled') return { stage: 'cancelled', reason: null }
  if (status === 'sold') return { stage: 'sold', reason: null }
  if (status === 'stayed') return { stage: 'unknown', reason: SALE_STAYED_REASON }
  if (nextSaleDate && nextSaleDate < today) return { stage: 'unknown', reason: SALE_PASSED_REASON }
  return { stage: status === 'postponed' ? 'postponed' : 'sale_scheduled', reason: null }
}

/** Today's date in UTC ('YYYY-MM-DD'): the day the server's search replies are read on. */
export const utcToday = (now: Date = new Date()) => now.toISOString().slice(0, 10)

export function shownStage(input: StageInput, today: string): ShownStage {
  if (input.stage) {
    const stage = effectiveStage(input.stage, input.nextSaleDate, today) ?? input.stage
    if (stage !== 'unknown') return { stage, reason: null }
    const passed = WAITING_ON_SALE.includes(input.stage)
    return { stage, reason: passed ? SALE_PASSED_REASON : NO_STAGE_REPORTED_REASON }
  }
  if (input.saleStatus) return fromSaleStatus(input.saleStatus, input.nextSaleDate, today)
  if (input.nextSaleDate) return fromSaleStatus('scheduled', input.nextSaleDate, today)
  if (input.documentType && FILING_DOCUMENTS.test(input.documentType)) {
    if (!input.filingDate) return { stage: 'filed', reason: FILING_UNDATED_REASON }
    if (daysBetween(input.filingDate, today) <= FILING_NEWS_DAYS)
      return { stage: 'filed', reason: null }
    return {
      stage: 'unknown',
      reason: `filed ${input.filingDate.slice(0, 4)}${OLD_FILING_REASON_TAIL}`,
    }
  }
  return { stage: 'unknown', reason: NOTHING_PUBLISHED_REASON }
}
