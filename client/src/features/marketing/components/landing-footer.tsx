import { Link } from 'react-router'
import { BrandLogo } from '@/components/layout/brand-logo'
import { PRODUCT_NAME } from '@/lib/brand'

const footerLinkClass = 'transition-colors hover:text-white'

export function LandingFooter() {
  return (
    <footer className="bg-slate-950 text-slate-400">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="flex flex-col gap-8 sm:flex-row sm:items-start sm:justify-between">
          <div className="max-w-sm">
            <BrandLogo className="text-white" />
            <p className="mt-4 text-sm leading-relaxed">
              Foreclosure leads for real estate investors: public-records search, AI document
              extraction, contact discovery and outreach.
            </p>
          </div>
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <li>
                <a href="#features" className={footerLinkClass}>
                  Features
                </a>
              </li>
              <li>
                <a href="#pricing" className={footerLinkClass}>
                  Pricing
                </a>
              </li>
              <li>
                <Link to="/auth" className={footerLinkClass}>
                  Sign In
                </Link>
              </li>
              <li>
                <Link to="/terms" className={footerLinkClass}>
                  Terms of Service
                </Link>
              </li>
              <li>
                <Link to="/privacy" className={footerLinkClass}>
                  Privacy Policy
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <div className="mt-10 flex flex-col gap-2 border-slate-800 border-t pt-6 text-xs sm:flex-row sm:justify-between">
          <p>© 2024 {PRODUCT_NAME}. All rights reserved.</p>
          <p>Public records are provided for information only; their accuracy is not guaranteed.</p>
        </div>
      </div>
    </footer>
  )
}
