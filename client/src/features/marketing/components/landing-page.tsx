import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { PRODUCT_NAME } from '@/lib/brand'
import { FeaturesSection } from './features-section'
import { HeroSection } from './hero-section'
import { LandingFooter } from './landing-footer'
import { LandingHeader } from './landing-header'
import { PricingSection } from './pricing-section'

/**
 * The public home page for visitors who are not signed in. `coverage` is what the records cover,
 * shown with the plans (the coverage feature's card, given by the route).
 */
export function LandingPage({ coverage }: { coverage?: ReactNode }) {
  useDocumentTitle(`${PRODUCT_NAME} – AI-Powered Foreclosure Real Estate Investment`)
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      <LandingHeader />
      <main id="main" className="flex-1">
        <HeroSection />
        <FeaturesSection />
        <PricingSection coverage={coverage} />
      </main>
      <LandingFooter />
    </div>
  )
}
