import { FileText, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { pageTitle } from '@/lib/brand'
import { useDashboardParams } from '../hooks/use-dashboard-params'
import { DocumentsTab } from './documents-tab'
import { SocialDiscoveryPanel } from './social-discovery-panel'

interface DashboardPageProps {
  /** Trial downloads left; null when downloads are not counted (a subscriber). */
  downloadsLeft: number | null
  /**
   * The social-discovery tab's content, composed in client/src/app/ from the features it shows
   * (features do not import each other); without it the tab says it is coming.
   */
  socialDiscovery?: ReactNode
}

/** The dashboard's main area (spec section 2): the documents and social-discovery tabs. */
export function DashboardPage({ downloadsLeft, socialDiscovery }: DashboardPageProps) {
  useDocumentTitle(pageTitle('Dashboard'))
  const { tab, setTab } = useDashboardParams()
  return (
    <div className="grid gap-4">
      <div>
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">Dashboard</h1>
        <p className="mt-1 text-muted-foreground">
          Your foreclosure documents, organised by ZIP code, with what the AI extracted from them.
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
          <DocumentsTab downloadsLeft={downloadsLeft} />
        </TabsContent>
        <TabsContent value="social-discovery" className="mt-4">
          {socialDiscovery ?? <SocialDiscoveryPanel />}
        </TabsContent>
      </Tabs>
    </div>
  )
}
