/**
 * The pieces every plan card shows (landing page, plan chooser, /subscription): the 'Most
 * Popular' badge, the monthly price, a list of features with a check or a cross, the button
 * that subscribes, and the frame of the large cards.
 */
import type { Plan } from '@common/plans'
import { Check, Star, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button, type ButtonProps } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { formatPlanPrice } from '@/lib/format'
import { cn } from '@/lib/utils'

export function MostPopularBadge({ className }: { className?: string }) {
  return (
    <Badge className={className}>
      <Star aria-hidden="true" className="fill-current" />
      Most Popular
    </Badge>
  )
}

/** '$69.99 /month'; `compact` for the plan chooser's smaller cards. */
export function PlanPrice({
  price,
  compact = false,
  className,
}: {
  price: number
  compact?: boolean
  className?: string
}) {
  return (
    <p className={cn('flex items-baseline gap-1', className)}>
      <span className={cn('font-extrabold tracking-tight', compact ? 'text-3xl' : 'text-4xl')}>
        {formatPlanPrice(price)}
      </span>
      <span className={cn('text-muted-foreground', compact && 'text-sm')}>/month</span>
    </p>
  )
}

/** Features a plan has (check marks) or lacks (crosses). */
export function PlanFeatureList({
  items,
  label,
  missing = false,
  className,
}: {
  items: readonly string[]
  label: string
  missing?: boolean
  className?: string
}) {
  const Icon = missing ? X : Check
  return (
    <ul aria-label={label} className={className}>
      {items.map((feature) => (
        <li key={feature} className="flex gap-3">
          <Icon
            className={cn(
              'mt-0.5 size-4 shrink-0',
              missing ? 'text-slate-400' : 'text-emerald-600',
            )}
            aria-hidden="true"
          />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  )
}

/** The two large plan cards: the landing page's catalogue, and the /subscription page's. */
const FRAMES = {
  landing: {
    heading: 'h3',
    className: 'relative flex h-full flex-col rounded-2xl p-8',
    popularClassName: 'border-primary shadow-xl ring-2 ring-primary lg:-translate-y-3',
    priceClassName: 'mt-6',
  },
  subscription: {
    heading: 'h2',
    className: 'relative flex h-full flex-col rounded-2xl p-6 sm:p-7',
    popularClassName: 'border-primary shadow-lg ring-2 ring-primary',
    priceClassName: 'mt-5',
  },
} as const

interface PlanCardFrameProps {
  plan: Plan
  /** Where the card stands: its heading level, padding and price spacing follow. */
  page: keyof typeof FRAMES
  /** The heading's id, which labels the card. */
  headingId: string
  /** What follows the price: the button and the features. */
  children: ReactNode
}

/** A large plan card (landing page, /subscription): badge, name, subtitle and price, then `children`. */
export function PlanCardFrame({ plan, page, headingId, children }: PlanCardFrameProps) {
  const { heading: Heading, className, popularClassName, priceClassName } = FRAMES[page]
  return (
    <Card asChild className={cn(className, plan.popular && popularClassName)}>
      <article aria-labelledby={headingId}>
        {plan.popular && (
          <MostPopularBadge className="-top-3.5 -translate-x-1/2 absolute left-1/2 px-3 py-1 shadow-sm" />
        )}
        <Heading id={headingId} className="font-bold text-2xl tracking-tight">
          {plan.name}
        </Heading>
        <p className="mt-1 font-medium text-primary text-sm">{plan.subtitle}</p>
        <PlanPrice price={plan.price} className={priceClassName} />
        {children}
      </article>
    </Card>
  )
}

interface PlanSubscribeButtonProps extends Omit<ButtonProps, 'variant' | 'disabled' | 'type'> {
  plan: Plan
  /** A subscription is being created: disabled, and it reads 'Processing...'. */
  isProcessing: boolean
  /** The user's active plan: nothing to buy, disabled as 'Current Plan'. */
  isCurrent: boolean
  /** What it says otherwise, e.g. 'Subscribe to Pro'. */
  label: string
}

/** The button that subscribes to a plan, filled for the most popular one. */
export function PlanSubscribeButton({
  plan,
  isProcessing,
  isCurrent,
  label,
  ...button
}: PlanSubscribeButtonProps) {
  return (
    <Button
      type="button"
      variant={plan.popular ? 'default' : 'outline'}
      disabled={isProcessing || isCurrent}
      {...button}
    >
      {isProcessing ? 'Processing...' : isCurrent ? 'Current Plan' : label}
    </Button>
  )
}
