import type { Plan } from '@common/plans'
import { Check, Star, X } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { formatPlanPrice } from '@/lib/format'
import { cn } from '@/lib/utils'

interface SubscriptionPlanCardProps {
  plan: Plan
  /** A subscription is being created: the button is disabled and reads 'Processing...'. */
  isProcessing: boolean
  /** The signed-in user's active plan: nothing to buy, so its button is disabled. */
  isCurrent: boolean
  onSubscribe: () => void
}

/** A plan on /subscription: name, subtitle, price, 'Subscribe to {name}', what is and is not in. */
export function SubscriptionPlanCard({
  plan,
  isProcessing,
  isCurrent,
  onSubscribe,
}: SubscriptionPlanCardProps) {
  const headingId = `subscribe-${plan.id}-name`
  return (
    <Card
      asChild
      className={cn(
        'relative flex h-full flex-col rounded-2xl p-6 sm:p-7',
        plan.popular && 'border-primary shadow-lg ring-2 ring-primary',
      )}
    >
      <article aria-labelledby={headingId}>
        {plan.popular && (
          <Badge className="-top-3.5 -translate-x-1/2 absolute left-1/2 px-3 py-1 shadow-sm">
            <Star aria-hidden="true" className="fill-current" />
            Most Popular
          </Badge>
        )}
        <h2 id={headingId} className="font-bold text-2xl tracking-tight">
          {plan.name}
        </h2>
        <p className="mt-1 font-medium text-primary text-sm">{plan.subtitle}</p>
        <p className="mt-5 flex items-baseline gap-1">
          <span className="font-extrabold text-4xl tracking-tight">
            {formatPlanPrice(plan.price)}
          </span>
          <span className="text-muted-foreground">/month</span>
        </p>
        <Button
          type="button"
          size="lg"
          variant={plan.popular ? 'default' : 'outline'}
          disabled={isProcessing || isCurrent}
          onClick={onSubscribe}
          className="mt-6"
        >
          {isProcessing
            ? 'Processing...'
            : isCurrent
              ? 'Current Plan'
              : `Subscribe to ${plan.name}`}
        </Button>
        <h3 className="mt-7 font-semibold text-sm">Included</h3>
        <ul aria-label={`${plan.name} features`} className="mt-3 space-y-2.5 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        {plan.limitations.length > 0 && (
          <>
            <h3 className="mt-6 font-semibold text-sm">Not Included</h3>
            <ul
              aria-label={`Not included in ${plan.name}`}
              className="mt-3 space-y-2.5 text-muted-foreground text-sm"
            >
              {plan.limitations.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <X className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </article>
    </Card>
  )
}
