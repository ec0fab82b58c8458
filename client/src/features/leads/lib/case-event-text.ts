/**
 * One event of a lead's case in words for its timeline (issue 16), e.g. "Sale postponed to
 * 2026-09-01 (2nd postponement)". Dates go through `formatDay` (the UI's formatDate; the ISO
 * date by default).
 */
import type { CaseEventView } from '@common/contracts/leads'

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st... */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10]
  return `${n}${suffix ?? 'th'}`
}

export function caseEventText(
  event: Pick<CaseEventView, 'kind' | 'saleDate' | 'postponementCount'>,
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
      return 'Sold at the sale'
    case 'redeemed':
      return 'Redeemed by the owner'
    case 'reo':
      return 'Bank-owned (REO)'
    case 'unknown':
      return 'Sale date passed without news'
  }
}
