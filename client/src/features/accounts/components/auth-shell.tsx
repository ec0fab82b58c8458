import type { ReactNode } from 'react'
import { BrandedPage } from '@/components/layout/branded-page'

/** The frame of the signed-out account pages: the brand, then a centred column. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <BrandedPage mainClassName="flex flex-1 justify-center px-4 py-10 sm:py-14">
      <div className="w-full max-w-lg">{children}</div>
    </BrandedPage>
  )
}
