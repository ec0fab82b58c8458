import type { ReactNode } from 'react'
import { BrandLogo } from '@/components/layout/brand-logo'
import { cn } from '@/lib/utils'

const BACKGROUNDS = {
  soft: 'bg-gradient-to-b from-blue-50 via-muted/40 to-muted/40',
  plain: 'bg-muted/40',
} as const

/**
 * A page outside the signed-in app shell (account, subscription and not-found pages): a bar with
 * the brand, then the page's main landmark (`#main`, the skip link's target) laid out by
 * `mainClassName`.
 */
export function BrandedPage({
  background = 'soft',
  mainClassName,
  children,
}: {
  background?: keyof typeof BACKGROUNDS
  mainClassName: string
  children: ReactNode
}) {
  return (
    <div className={cn('flex min-h-screen flex-col', BACKGROUNDS[background])}>
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <BrandLogo />
        </div>
      </header>
      <main id="main" className={mainClassName}>
        {children}
      </main>
    </div>
  )
}
