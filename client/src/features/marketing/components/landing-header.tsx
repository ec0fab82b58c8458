import { Link } from 'react-router'
import { BrandLogo } from '@/components/layout/brand-logo'
import { Button } from '@/components/ui/button'

const sectionLinkClass =
  'hidden rounded-md px-1 font-medium text-muted-foreground text-sm transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:inline'

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLogo />
        <nav aria-label="Main" className="flex items-center gap-6">
          <a href="#features" className={sectionLinkClass}>
            Features
          </a>
          <a href="#pricing" className={sectionLinkClass}>
            Pricing
          </a>
          <Link to="/coverage" className={sectionLinkClass}>
            Coverage
          </Link>
          <Button asChild size="sm">
            <Link to="/auth">Sign In</Link>
          </Button>
        </nav>
      </div>
    </header>
  )
}
