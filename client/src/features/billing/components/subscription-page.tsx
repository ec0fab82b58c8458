import type { SubscriptionTier } from '@common/enums'
import { PLANS } from '@common/plans'
import { ArrowLeft, Lock } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { toast } from '@/hooks/use-toast'
import { pageTitle } from '@/lib/brand'
import { useStartSubscription } from '../hooks/use-start-subscription'
import { SIGN_IN_FIRST_TOAST } from '../lib/subscription-toasts'
import { BillingPageShell } from './billing-page-shell'
import { SubscriptionPlanCard } from './subscription-plan-card'

interface SubscriptionPageProps {
  /** false: nobody is signed in; undefined: not known yet (the server will say). */
  signedIn: boolean | undefined
  /** The signed-in user's active plan, if any. */
  currentTier: SubscriptionTier | null
  /** What the records cover, and where the user searched, said before they pay. */
  coverage?: ReactNode
}

/**
 * /subscription: the plans for someone whose trial is used (registration sends them here when
 * their e-mail or name already had one). A visitor who is not signed in is sent to /auth first.
 */
export function SubscriptionPage({ signedIn, currentTier, coverage }: SubscriptionPageProps) {
  useDocumentTitle(pageTitle('Choose Your Plan'))
  const navigate = useNavigate()
  const signInFirst = () => {
    toast(SIGN_IN_FIRST_TOAST)
    void navigate('/auth')
  }
  const { start, isProcessing } = useStartSubscription({ onUnauthorized: signInFirst })

  return (
    <BillingPageShell width="wide">
      <Link
        to="/"
        className="inline-flex items-center gap-1.5 rounded-md font-medium text-muted-foreground text-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to home
      </Link>
      <div className="mx-auto mt-6 max-w-2xl text-center">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
          Choose Your Plan
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Your account already has a free trial. Subscribe to one of our monthly plans to continue.
        </p>
      </div>
      {coverage && <div className="mx-auto mt-8 max-w-4xl">{coverage}</div>}
      <div className="mt-12 grid items-stretch gap-8 lg:grid-cols-3 lg:gap-6">
        {PLANS.map((plan) => (
          <SubscriptionPlanCard
            key={plan.id}
            plan={plan}
            isProcessing={isProcessing}
            isCurrent={plan.id === currentTier}
            onSubscribe={() => (signedIn === false ? signInFirst() : void start(plan.id))}
          />
        ))}
      </div>
      <p className="mt-10 flex items-center justify-center gap-2 text-center text-muted-foreground text-sm">
        <Lock className="size-4 shrink-0" aria-hidden="true" />
        Your data is encrypted and never shared. Payments are handled securely by PayPal.
      </p>
    </BillingPageShell>
  )
}
