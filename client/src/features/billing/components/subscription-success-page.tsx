import { useQueryClient } from '@tanstack/react-query'
import { ArrowRight, CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { toast } from '@/hooks/use-toast'
import { pageTitle } from '@/lib/brand'
import { completeSubscription } from '../api/complete-subscription'
import { tierName } from '../lib/plan-status'
import { readSubscriptionReturn, supportMailto } from '../lib/subscription-return'
import {
  completeSubscriptionErrorToast,
  subscriptionActivatedToast,
} from '../lib/subscription-toasts'
import { BillingPageShell } from './billing-page-shell'
import { BillingResultCard, SupportLine } from './billing-result-card'

type Outcome =
  | { state: 'processing' }
  | { state: 'done'; tier: string | null }
  | { state: 'failed'; message: string }

const WHATS_NEXT = [
  'Go to your dashboard to upload foreclosure documents',
  'Explore AI extraction of defendants, addresses, case numbers and loan amounts',
  'Build your database of foreclosure leads, organised by ZIP code',
]

function Succeeded({ tier }: { tier: string | null }) {
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
        <ul className="mt-3 space-y-2 text-sm">
          {WHATS_NEXT.map((step) => (
            <li key={step} className="flex gap-2.5">
              <ArrowRight className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {step}
            </li>
          ))}
        </ul>
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

/**
 * /subscription-success: PayPal (or the simulator) returns here with tier, token and PayerID.
 * With both token and PayerID the subscription is completed on the server, once; without them
 * there is nothing to complete and the page shows the outcome straight away (spec section 2).
 */
export function SubscriptionSuccessPage() {
  useDocumentTitle(pageTitle('Subscription'))
  const [params] = useSearchParams()
  const { tier, token, payerId, canComplete } = readSubscriptionReturn(params)
  const queryClient = useQueryClient()
  const [outcome, setOutcome] = useState<Outcome>(
    canComplete ? { state: 'processing' } : { state: 'done', tier },
  )

  useEffect(() => {
    if (!canComplete) return
    let current = true
    completeSubscription(queryClient, { token, payerId }).then(
      (reply) => {
        if (!current) return
        toast(subscriptionActivatedToast(reply.tier))
        setOutcome({ state: 'done', tier: reply.tier })
      },
      (error: unknown) => {
        if (!current) return
        const failure = completeSubscriptionErrorToast(error)
        toast(failure)
        setOutcome({ state: 'failed', message: failure.description })
      },
    )
    return () => {
      current = false
    }
  }, [canComplete, queryClient, token, payerId])

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
      ) : (
        <Failed message={outcome.message} />
      )}
    </BillingPageShell>
  )
}
