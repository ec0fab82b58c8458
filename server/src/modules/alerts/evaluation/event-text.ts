/** The words of an alert about a case event: its title line and its one-line description. */
import type { CaseEventForAlerts } from '../../records'

const KIND_TITLES: Record<string, (event: CaseEventForAlerts) => string> = {
  filed: () => 'New filing',
  judgment: () => 'Judgment entered',
  sale_scheduled: (event) => `Sale scheduled${event.saleDate ? ` for ${event.saleDate}` : ''}`,
  postponed: (event) => `Sale postponed${event.saleDate ? ` to ${event.saleDate}` : ''}`,
  cancelled: () => 'Sale cancelled',
  bankruptcy_stay: () => 'Bankruptcy stay',
  sold: () => 'Sold at sale',
  redeemed: () => 'Redeemed',
  reo: () => 'Bank-owned (REO)',
  unknown: () => 'Case update',
}

export function eventTitle(event: CaseEventForAlerts & { isFirst?: boolean }): string {
  const what = (KIND_TITLES[event.kind] ?? KIND_TITLES.unknown!)(event)
  return `${what}: ${event.documentType} in ${event.zipCode ?? event.county ?? event.state}`
}

export function eventDescription(event: CaseEventForAlerts): string {
  const place = [event.propertyAddress, event.city, event.state, event.zipCode]
    .filter(Boolean)
    .join(', ')
  return [
    place || null,
    event.defendantName ? `Defendant: ${event.defendantName}` : null,
    event.caseNumber ? `Case ${event.caseNumber}` : null,
  ]
    .filter(Boolean)
    .join(' · ')
}

/** Where an alert opens when the user has no lead for the filing: the search of its area. */
export function searchLink(event: CaseEventForAlerts): string {
  const query = new URLSearchParams({ state: event.state })
  if (event.zipCode) query.set('zip', event.zipCode)
  return `/public-records?${query}`
}
