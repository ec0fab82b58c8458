import { ArrowLeft, Construction } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { BrandLogo } from '@/components/layout/brand-logo'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { pageTitle } from '@/lib/brand'

interface PagePlaceholderProps {
  /** The page's real title. */
  title: string
  /** What this page will do, in a sentence or two. */
  children: ReactNode
}

/**
 * An honest stand-in for a page that is not built yet: its title and a note that this part of
 * the product is being built. It never pretends to work and shows no made-up data.
 */
export function PagePlaceholder({ title, children }: PagePlaceholderProps) {
  useDocumentTitle(pageTitle(title))
  return (
    <div className="flex min-h-screen flex-col bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <BrandLogo />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="w-full max-w-xl rounded-2xl border bg-background p-8 text-center shadow-sm sm:p-10">
          <span className="mx-auto mb-5 flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
            <Construction className="size-6" aria-hidden="true" />
          </span>
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
          <div className="mt-3 space-y-2 text-muted-foreground">{children}</div>
          <p className="mt-3 font-medium text-amber-800 text-sm">
            This part of the product is being built.
          </p>
          <Button asChild variant="outline" className="mt-8">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              Back to home
            </Link>
          </Button>
        </div>
      </main>
    </div>
  )
}
