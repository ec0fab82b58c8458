import type { BillingTransaction } from '@common/contracts/billing'
import { formatDate, formatPlanPrice } from '@/lib/format'
import { tierName } from './plan-status'

/** One row of the billing history as the list shows it: date, plan, amount, status. */
export interface BillingHistoryRow {
  id: string
  date: string
  /** The plan the payment was for ('Pro'); empty when the server could not tell. */
  plan: string
  amount: string
  status: string
}

const STATUS_LABELS: Record<string, string> = {
  COMPLETED: 'Paid',
  PENDING: 'Pending',
  DECLINED: 'Declined',
  REFUNDED: 'Refunded',
  PARTIALLY_REFUNDED: 'Partly refunded',
}

/** A provider status in words ('COMPLETED' -> 'Paid'); an unknown one as it came, readable. */
export function paymentStatusLabel(status: string): string {
  return (
    STATUS_LABELS[status] ?? status.charAt(0) + status.slice(1).toLowerCase().replaceAll('_', ' ')
  )
}

/** A payment's amount as charged: '$69.99' in US dollars, '12.50 EUR' in another currency. */
export function paymentAmountLabel(amount: string, currency: string): string {
  const value = Number(amount)
  if (!Number.isFinite(value)) return `${amount} ${currency}`
  return currency === 'USD' ? formatPlanPrice(value) : `${value.toFixed(2)} ${currency}`
}

export function billingHistoryRows(transactions: BillingTransaction[]): BillingHistoryRow[] {
  return transactions.map((tx) => ({
    id: tx.id,
    date: formatDate(tx.time),
    plan: tierName(tx.tier),
    amount: paymentAmountLabel(tx.amount, tx.currency),
    status: paymentStatusLabel(tx.status),
  }))
}
