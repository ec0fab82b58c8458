import { ArrowLeft } from 'lucide-react'
import { BrandedPage } from '@/components/layout/branded-page'
import { LinkButton } from '@/components/link-button'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { pageTitle } from '@/lib/brand'

/** Any path the app does not know. */
export function NotFoundPage() {
  useDocumentTitle(pageTitle('Page Not Found'))
  return (
    <BrandedPage
      background="plain"
      mainClassName="flex flex-1 items-center justify-center px-4 py-16 text-center"
    >
      <div className="max-w-md">
        <p className="font-bold text-6xl text-primary tracking-tight">404</p>
        <h1 className="mt-4 font-bold text-2xl tracking-tight sm:text-3xl">Page Not Found</h1>
        <p className="mt-3 text-muted-foreground">
          The page you are looking for does not exist or has moved.
        </p>
        <LinkButton to="/" className="mt-8">
          <ArrowLeft aria-hidden="true" />
          Go to the home page
        </LinkButton>
      </div>
    </BrandedPage>
  )
}
