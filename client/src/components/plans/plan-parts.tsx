/**
 * The pieces every plan card shows (landing page, plan chooser, /subscription): the 'Most
 * Popular' badge, the monthly price and a list of features with a check or a cross.
 */
import { Check, Star, X } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
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
