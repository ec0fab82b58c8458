import { CircleX, Mail, RotateCcw } from 'lucide-react'
import { LinkButton } from '@/components/link-button'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { pageTitle } from '@/lib/brand'
import { supportMailto } from '../lib/subscription-return'
import { BillingPageShell } from './billing-page-shell'
import { BillingResultCard } from './billing-result-card'

/** /subscription-cancelled: PayPal returns here when the payer cancels or closes its window. */
export function SubscriptionCancelledPage() {
  useDocumentTitle(pageTitle('Subscription Cancelled'))
  return (
    <BillingPageShell>
      <BillingResultCard
        icon={<CircleX className="size-7 text-slate-500" aria-hidden="true" />}
        title="Subscription Cancelled"
      >
        <p className="mt-3 text-muted-foreground">
          No charges were made. You cancelled the subscription or closed the PayPal window before
          approving it.
        </p>
        <p className="mt-2 text-muted-foreground text-sm">
          You can choose a plan again whenever you are ready.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <LinkButton to="/">
            <RotateCcw aria-hidden="true" />
            Try Again
          </LinkButton>
          <Button asChild variant="outline">
            <a href={supportMailto('Subscription help')}>
              <Mail aria-hidden="true" />
              Contact Support
            </a>
          </Button>
        </div>
      </BillingResultCard>
    </BillingPageShell>
  )
}
