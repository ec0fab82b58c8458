import { FileText, Search, Users } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { pageTitle } from '@/lib/brand'

const COMING = [
  {
    id: 'documents',
    icon: FileText,
    title: 'Documents',
    text: 'Upload foreclosure PDFs, let AI extract defendants, addresses, case numbers and loan amounts, and browse them by ZIP code.',
  },
  {
    id: 'social-discovery',
    icon: Users,
    title: 'Social discovery',
    text: 'Find public profiles for defendants, write outreach messages from templates and keep a history of them.',
  },
] as const

/**
 * The dashboard's main area. Documents and social discovery are not built yet, so it says so
 * plainly and offers the one thing that works today; it never shows made-up data.
 */
export function DashboardPage() {
  useDocumentTitle(pageTitle('Dashboard'))
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">Dashboard</h1>
        <p className="mt-1 text-muted-foreground">
          Your foreclosure leads, documents and outreach in one place.
        </p>
      </div>
      <Card className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-semibold text-lg text-slate-900">Find foreclosure leads</h2>
          <p className="mt-1 text-muted-foreground text-sm">
            Search lis pendens, verified complaints and municipal notices by state and ZIP code.
          </p>
        </div>
        <Button asChild>
          <Link to="/public-records">
            <Search aria-hidden="true" />
            Search Public Records
          </Link>
        </Button>
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        {COMING.map(({ id, icon: Icon, title, text }) => (
          <Card key={id} asChild className="border-dashed bg-background/60 p-6">
            <section aria-labelledby={`coming-${id}`}>
              <Icon className="size-6 text-slate-400" aria-hidden="true" />
              <h2 id={`coming-${id}`} className="mt-3 font-semibold text-slate-900">
                {title}
              </h2>
              <p className="mt-1 text-muted-foreground text-sm">{text}</p>
              <p className="mt-3 font-medium text-amber-800 text-sm">
                This part of the dashboard is being built.
              </p>
            </section>
          </Card>
        ))}
      </div>
    </div>
  )
}
