import { ArrowRight, CircleAlert, CircleCheck, Clock, LoaderCircle } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { IconList } from '@/components/icon-list'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { pageTitle } from '@/lib/brand'
import { useSubscriptionConfirmation } from '../hooks/use-subscription-confirmation'
import { tierName } from '../lib/plan-status'
import { readSubscriptionReturn, supportMailto } from '../lib/subscription-return'
import { BillingPageShell } from './billing-page-shell'
import { BillingResultCard, SupportLine } from './billing-result-card'

const WHATS_NEXT = [
  'Go to your dashboard to upload foreclosure documents',
  'Explore AI extraction of defendants, addresses, case numbers and loan amounts',
  'Build your database of foreclosure leads, organised by ZIP code',
]

function Succeeded({ tier }: { tier: string }) {
  const name = tierName(tier)
  return (
    <BillingResultCard
      icon={<CircleCheck className="size-7 text-emerald-600" aria-hidden="true" />}
      title="Payment Successful!"
    >
      <p className="mt-3 text-muted-foreground">
        {name ? (
          <>
            Welcome to the <strong className="text-slate-900">{name}</strong> plan. Your
            subscription is active.
          </>
        ) : (
          'Your subscription is active.'
        )}
      </p>
      <section aria-labelledby="whats-next" className="mt-8 rounded-xl bg-muted/60 p-5 text-left">
        <h2 id="whats-next" className="font-semibold text-slate-900">
          What's Next
        </h2>
        <IconList
          items={WHATS_NEXT}
          icon={ArrowRight}
          className="mt-3 space-y-2 text-sm"
          itemClassName="flex gap-2.5"
          iconClassName="mt-0.5 size-4 shrink-0 text-primary"
        />
      </section>
      <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
        <Link to="/">Continue to Dashboard</Link>
      </Button>
      <SupportLine />
    </BillingResultCard>
  )
}

function Failed({ message }: { message: string }) {
  return (
    <BillingResultCard
      icon={<CircleAlert className="size-7 text-destructive" aria-hidden="true" />}
      title="Subscription Not Confirmed"
    >
      <p className="mt-3 text-muted-foreground">{message}</p>
      <p className="mt-2 text-muted-foreground text-sm">
        Your plan has not changed. If PayPal shows a payment, contact support and we will sort it
        out.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/">Back to Dashboard</Link>
        </Button>
        <Button asChild variant="outline">
          <a href={supportMailto('Subscription help')}>Contact Support</a>
        </Button>
      </div>
    </BillingResultCard>
  )
}

/** PayPal approved it but has not activated it yet: the webhook will; nothing is claimed. */
function Activating({ message }: { message: string }) {
  return (
    <BillingResultCard
      icon={<Clock className="size-7 text-primary" aria-hidden="true" />}
      title="Activating Your Subscription"
    >
      <p className="mt-3 text-muted-foreground" role="status">
        {message}
      </p>
      <p className="mt-2 text-muted-foreground text-sm">
        Your plan changes as soon as PayPal confirms the payment. You can go on to the dashboard
        meanwhile.
      </p>
      <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
        <Link to="/">Back to Dashboard</Link>
      </Button>
      <SupportLine />
    </BillingResultCard>
  )
}

/** Opened without anything PayPal returned, and no active subscription: nothing was paid. */
function NothingToConfirm() {
  return (
    <BillingResultCard
      icon={<CircleAlert className="size-7 text-muted-foreground" aria-hidden="true" />}
      title="No Payment to Confirm"
    >
      <p className="mt-3 text-muted-foreground">
        This page confirms a subscription when PayPal sends you back after approving it. There is
        nothing to confirm here, and your plan has not changed.
      </p>
      <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
        <Link to="/">Back to Dashboard</Link>
      </Button>
    </BillingResultCard>
  )
}

/**
 * /subscription-success: PayPal (or the simulator) returns here. It reads tier, token and
 * PayerID, and PayPal's subscription_id and ba_token; with token and PayerID, or either of
 * PayPal's, the subscription is completed on the server (spec section 2). 'Payment Successful!'
 * and the tier are shown only once the server has confirmed them; while PayPal is still
 * activating the subscription the page keeps asking, and says so.
 */
export function SubscriptionSuccessPage() {
  useDocumentTitle(pageTitle('Subscription'))
  const [params] = useSearchParams()
  const outcome = useSubscriptionConfirmation(readSubscriptionReturn(params))

  return (
    <BillingPageShell>
      {outcome.state === 'processing' ? (
        <BillingResultCard
          icon={<LoaderCircle className="size-7 animate-spin text-primary" aria-hidden="true" />}
          title="Processing..."
        >
          <p className="mt-3 text-muted-foreground" role="status">
            Confirming your subscription with PayPal. This takes a few seconds.
          </p>
        </BillingResultCard>
      ) : outcome.state === 'done' ? (
        <Succeeded tier={outcome.tier} />
      ) : outcome.state === 'activating' ? (
        <Activating message={outcome.message} />
      ) : outcome.state === 'nothing' ? (
        <NothingToConfirm />
      ) : (
        <Failed message={outcome.message} />
      )}
    </BillingPageShell>
  )
}
