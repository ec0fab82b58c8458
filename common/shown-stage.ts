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

/** Documents that start a foreclosure case: the record is the case's filing. */
const FILING_DOCUMENTS = /lis pendens|complaint|notice of default|foreclosure (filing|case)/i

/** A filing older than this with no later event says nothing of where the case is now. */
const FILING_NEWS_DAYS = 730

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

function fromSaleStatus(
  status: SaleStatus,
  nextSaleDate: string | null,
  today: string,
): ShownStage {
  if (status === 'cancelled') return { stage: 'cancelled', reason: null }
  if (status === 'sold') return { stage: 'sold', reason: null }
  if (status === 'stayed') return { stage: 'unknown', reason: 'sale stayed, no new date published' }
  if (nextSaleDate && nextSaleDate < today) return { stage: 'unknown', reason: SALE_PASSED_REASON }
  return { stage: status === 'postponed' ? 'postponed' : 'sale_scheduled', reason: null }
}

export function shownStage(input: StageInput, today: string): ShownStage {
  if (input.stage) {
    const stage = effectiveStage(input.stage, input.nextSaleDate, today) ?? input.stage
    if (stage !== 'unknown') return { stage, reason: null }
    const passed = WAITING_ON_SALE.includes(input.stage)
    return { stage, reason: passed ? SALE_PASSED_REASON : 'the source reports no stage' }
  }
  if (input.saleStatus) return fromSaleStatus(input.saleStatus, input.nextSaleDate, today)
  if (input.nextSaleDate) return fromSaleStatus('scheduled', input.nextSaleDate, today)
  if (input.documentType && FILING_DOCUMENTS.test(input.documentType)) {
    if (!input.filingDate) return { stage: 'filed', reason: 'filing date not published' }
    if (daysBetween(input.filingDate, today) <= FILING_NEWS_DAYS)
      return { stage: 'filed', reason: null }
    return {
      stage: 'unknown',
      reason: `filed ${input.filingDate.slice(0, 4)}, no later event published`,
    }
  }
  return { stage: 'unknown', reason: 'no source has published the case’s stage' }
}
