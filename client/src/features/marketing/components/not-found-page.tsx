import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { BrandLogo } from '@/components/layout/brand-logo'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { pageTitle } from '@/lib/brand'

/** Any path the app does not know. */
export function NotFoundPage() {
  useDocumentTitle(pageTitle('Page Not Found'))
  return (
    <div className="flex min-h-screen flex-col bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <BrandLogo />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-16 text-center">
        <div className="max-w-md">
          <p className="font-bold text-6xl text-primary tracking-tight">404</p>
          <h1 className="mt-4 font-bold text-2xl tracking-tight sm:text-3xl">Page Not Found</h1>
          <p className="mt-3 text-muted-foreground">
            The page you are looking for does not exist or has moved.
          </p>
          <Button asChild className="mt-8">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              Go to the home page
            </Link>
          </Button>
        </div>
      </main>
    </div>
  )
}
