import { PagePlaceholder } from '@/components/layout/page-placeholder'

/** / and /dashboard for signed-in users: documents by ZIP code, contact discovery, outreach. */
export function DashboardPage() {
  return (
    <PagePlaceholder title="Dashboard">
      <p>
        Your foreclosure documents grouped by ZIP code, their extracted details, contact discovery
        and your outreach history will appear on this page.
      </p>
    </PagePlaceholder>
  )
}
