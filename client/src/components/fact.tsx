/**
 * One fact of an account's definition lists (sidebar, settings, subscription): its term in
 * small muted type above its value.
 */
import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

interface FactProps {
  term: string
  /** Extra classes of the value (e.g. 'break-all' for an e-mail address). */
  valueClassName?: string
  children: ReactNode
}

export function Fact({ term, valueClassName, children }: FactProps) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className={cn('font-medium text-slate-900', valueClassName)}>{children}</dd>
    </div>
  )
}
