import { FileText, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { pageTitle } from '@/lib/brand'
import { useDashboardParams } from '../hooks/use-dashboard-params'

interface DashboardPageProps {
  /** The documents tab: the lead workspace, assembled in client/src/app/dashboard. */
  documentsTab: ReactNode
  /** The social-discovery tab's content, composed by the app (contacts and outreach). */
  socialDiscovery: ReactNode
}

/** The dashboard's main area (spec section 2): the documents and social-discovery tabs. */
export function DashboardPage({ documentsTab, socialDiscovery }: DashboardPageProps) {
  useDocumentTitle(pageTitle('Dashboard'))
  const { tab, setTab } = useDashboardParams()
  return (
    <div className="grid gap-4">
      <div>
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">Dashboard</h1>
        <p className="mt-1 text-muted-foreground">
          Your foreclosure documents and leads, organised by ZIP code, with what the AI extracted
          from them.
        </p>
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="documents" className="gap-1.5">
            <FileText className="size-4" aria-hidden="true" />
            Documents
          </TabsTrigger>
          <TabsTrigger value="social-discovery" className="gap-1.5">
            <Users className="size-4" aria-hidden="true" />
            Social Discovery
          </TabsTrigger>
        </TabsList>
        <TabsContent value="documents" className="mt-4">
          {documentsTab}
        </TabsContent>
        <TabsContent value="social-discovery" className="mt-4">
          {socialDiscovery}
        </TabsContent>
      </Tabs>
    </div>
  )
}
