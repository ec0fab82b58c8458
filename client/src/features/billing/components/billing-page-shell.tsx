import type { ReactNode } from 'react'
import { BrandedPage } from '@/components/layout/branded-page'
import { cn } from '@/lib/utils'

interface BillingPageShellProps {
  children: ReactNode
  /** Width of the page's column: the plans need room, a result card does not. */
  width?: 'narrow' | 'wide'
}

/** The frame of the subscription pages: the brand, then the page on a soft background. */
export function BillingPageShell({ children, width = 'narrow' }: BillingPageShellProps) {
  return (
    <BrandedPage
      mainClassName={cn(
        'mx-auto w-full flex-1 px-4 py-10 sm:px-6 sm:py-14',
        width === 'wide' ? 'max-w-6xl' : 'max-w-xl',
      )}
    >
      {children}
    </BrandedPage>
  )
}
