/**
 * One event of a lead's case in words for its timeline (issue 16), e.g. "Sale postponed to
 * 2026-09-01 (2nd postponement)". Dates go through `formatDay` (the UI's formatDate; the ISO
 * date by default).
 */
import type { CaseEventView } from '@common/contracts/leads'
import { formatMoney } from '@/lib/format'

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st... */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10]
  return `${n}${suffix ?? 'th'}`
}

/** ' to the plaintiff for $179,000' (what the source said of a sale's buyer and price). */
function saleParty(event: Pick<CaseEventView, 'soldTo' | 'salePrice'>): string {
  const buyer =
    event.soldTo === 'plaintiff'
      ? ' to the plaintiff'
      : event.soldTo === 'third_party'
        ? ' to a third party'
        : ''
  const price = formatMoney(event.salePrice)
  return `${buyer}${price ? ` for ${price}` : ''}`
}

export function caseEventText(
  event: Pick<CaseEventView, 'kind' | 'saleDate' | 'postponementCount' | 'soldTo' | 'salePrice'>,
  formatDay: (day: string) => string = (day) => day,
): string {
  const on = event.saleDate ? formatDay(event.saleDate) : null
  switch (event.kind) {
    case 'filed':
      return 'Filed'
    case 'judgment':
      return 'Judgment entered'
    case 'sale_scheduled':
      return on ? `Sale scheduled for ${on}` : 'Sale scheduled'
    case 'postponed': {
      const count = event.postponementCount
        ? ` (${ordinal(event.postponementCount)} postponement)`
        : ''
      return `${on ? `Sale postponed to ${on}` : 'Sale postponed'}${count}`
    }
    case 'cancelled':
      return 'Sale cancelled'
    case 'bankruptcy_stay':
      return 'Sale stayed by a bankruptcy filing'
    case 'sold':
      return `Sold at the sale${saleParty(event)}`
    case 'redeemed':
      return 'Redeemed by the owner'
    case 'reo': {
      const sale = saleParty(event)
      return sale ? `Bank-owned (REO): sold${sale}` : 'Bank-owned (REO)'
    }
    case 'unknown':
      return 'Sale date passed without news'
  }
}

/**
 * Where an event came from, as the history says it (docs/decisions/0044): a public record's
 * source ('Public record · Atlantic sheriff'), or the user's own upload ('Your upload:
 * notice.pdf'), which only that user is ever shown.
 */
export function caseEventOrigin(event: Pick<CaseEventView, 'origin' | 'sourceName'>): string {
  if (event.origin === 'upload') return event.sourceName ?? 'Your upload'
  return event.sourceName ? `Public record · ${event.sourceName}` : 'Public record'
}
