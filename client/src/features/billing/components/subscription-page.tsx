import { PagePlaceholder } from '@/components/layout/page-placeholder'

/** /subscription: pick a monthly plan to continue after the trial. */
export function SubscriptionPage() {
  return (
    <PagePlaceholder title="Choose Your Plan">
      <p>Subscribing to a monthly plan through PayPal will happen on this page.</p>
    </PagePlaceholder>
  )
}
