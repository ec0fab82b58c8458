import type { ReactNode } from 'react'
import { BrandLogo } from '@/components/layout/brand-logo'

/** The frame of the signed-out account pages: the brand, then a centred column. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-blue-50 via-muted/40 to-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <BrandLogo />
        </div>
      </header>
      <main id="main" className="flex flex-1 justify-center px-4 py-10 sm:py-14">
        <div className="w-full max-w-lg">{children}</div>
      </main>
    </div>
  )
}
