import { ENDED_SALE_STATUSES, type SaleStatus } from '@common/enums'

export { SALE_STATUS_LABELS } from '@common/lead-labels'

/** A sale that will not take place (cancelled) or already did (sold): not a live lead. */
export function saleIsOver(status: SaleStatus | null | undefined): boolean {
  return status ? ENDED_SALE_STATUSES.includes(status) : false
}
