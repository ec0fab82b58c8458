import { ArrowRight, Check, Sparkles } from 'lucide-react'
import { IconList } from '@/components/icon-list'
import { LinkButton } from '@/components/link-button'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ExtractionPreview } from './extraction-preview'

const PROMISES = ['24-hour free trial', 'No credit card required', 'Cancel anytime'] as const

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-blue-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-2 lg:pb-28">
        <div className="text-center lg:text-left">
          <Badge variant="secondary" className="px-3 py-1">
            <Sparkles aria-hidden="true" />
            Foreclosure leads from public records and PDFs
          </Badge>
          <h1
            id="hero-heading"
            className="mt-6 text-balance font-extrabold text-4xl text-slate-900 tracking-tight sm:text-5xl lg:text-6xl"
          >
            AI-Powered Foreclosure Real Estate Investment
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-muted-foreground leading-relaxed lg:mx-0">
            Search lis pendens and foreclosure filings by state and ZIP code, let AI read the
            documents for you, and find the contact details you need to reach homeowners.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <LinkButton to="/auth" size="lg">
              Get Started Free
              <ArrowRight aria-hidden="true" />
            </LinkButton>
            <Button asChild size="lg" variant="outline">
              <a href="#pricing">See plans and pricing</a>
            </Button>
          </div>
          <IconList
            items={PROMISES}
            icon={Check}
            className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-muted-foreground text-sm lg:justify-start"
            itemClassName="flex items-center gap-1.5"
            iconClassName="size-4 text-emerald-600"
          />
        </div>
        <ExtractionPreview />
      </div>
    </section>
  )
}
