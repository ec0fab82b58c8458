import type { SaleStatus } from '@common/enums'

export { SALE_STATUS_LABELS, saleIsOver } from '@/lib/sale-status'

/** The card's note under a sale that is over. */
export function saleOverNote(status: SaleStatus): string {
  return status === 'sold'
    ? 'Not a live lead: the property was sold at the sale. Kept, it starts as dead.'
    : 'Not a live lead: the sale was cancelled. Kept, it starts as dead.'
}
