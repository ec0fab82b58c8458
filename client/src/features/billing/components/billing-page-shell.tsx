import type { ReactNode } from 'react'
import { BrandLogo } from '@/components/layout/brand-logo'
import { cn } from '@/lib/utils'

interface BillingPageShellProps {
  children: ReactNode
  /** Width of the page's column: the plans need room, a result card does not. */
  width?: 'narrow' | 'wide'
}

/** The frame of the subscription pages: the brand, then the page on a soft background. */
export function BillingPageShell({ children, width = 'narrow' }: BillingPageShellProps) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-blue-50 via-muted/40 to-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <BrandLogo />
        </div>
      </header>
      <main
        id="main"
        className={cn(
          'mx-auto w-full flex-1 px-4 py-10 sm:px-6 sm:py-14',
          width === 'wide' ? 'max-w-6xl' : 'max-w-xl',
        )}
      >
        {children}
      </main>
    </div>
  )
}
