import { ENDED_SALE_STATUSES, type SaleStatus } from '@common/enums'

/** What the result card's badge says of the sale. */
export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  scheduled: 'Sale scheduled',
  postponed: 'Sale postponed',
  stayed: 'Sale stayed',
  cancelled: 'Sale cancelled',
  sold: 'Sold at sale',
}

/** A sale that will not take place (cancelled) or already did (sold): not a live lead. */
export function saleIsOver(status: SaleStatus | null | undefined): boolean {
  return status ? ENDED_SALE_STATUSES.includes(status) : false
}

/** The card's note under a sale that is over. */
export function saleOverNote(status: SaleStatus): string {
  return status === 'sold'
    ? 'Not a live lead: the property was sold at the sale. Kept, it starts as dead.'
    : 'Not a live lead: the sale was cancelled. Kept, it starts as dead.'
}
