import { PagePlaceholder } from '@/components/layout/page-placeholder'

/** /subscription-success: PayPal returns here after the subscription is approved. */
export function SubscriptionSuccessPage() {
  return (
    <PagePlaceholder title="Subscription Confirmation">
      <p>
        After you approve a subscription at PayPal, it will be confirmed on this page. No payment is
        taken here yet.
      </p>
    </PagePlaceholder>
  )
}
