import { PagePlaceholder } from '@/components/layout/page-placeholder'

/** /subscription-cancelled: PayPal returns here when the payment window is cancelled. */
export function SubscriptionCancelledPage() {
  return (
    <PagePlaceholder title="Subscription Cancelled">
      <p>If you cancel or close the PayPal window, you come back here and no charges are made.</p>
    </PagePlaceholder>
  )
}
