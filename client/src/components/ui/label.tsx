import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/** A native label (no Radix Label package is installed; `htmlFor` does the same job). */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
    <label className={cn('font-medium text-sm leading-none', className)} {...props} />
  )
}
