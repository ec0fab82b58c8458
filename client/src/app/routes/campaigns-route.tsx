import { useLocation, useNavigate, useParams } from 'react-router'
import {
  CampaignDetail,
  CampaignList,
  EmailTemplatesCard,
  NewCampaignForm,
} from '@/features/outreach'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { pageTitle } from '@/lib/brand'
import { SignedInDashboardPage } from '../layouts/dashboard-layout'

/** The lead ids the lead list's "Create e-mail campaign" put in the history state. */
function leadIdsOf(state: unknown): string[] {
  const ids = (state as { leadIds?: unknown } | null)?.leadIds
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
}

function NewCampaign() {
  const location = useLocation()
  const navigate = useNavigate()
  useDocumentTitle(pageTitle('New campaign'))
  return (
    <NewCampaignForm
      leadIds={leadIdsOf(location.state)}
      onCreated={(created) => navigate(`/campaigns/${created}`, { replace: true })}
    />
  )
}

function AllCampaigns() {
  useDocumentTitle(pageTitle('Campaigns'))
  return (
    <div className="grid gap-4">
      <CampaignList />
      <EmailTemplatesCard />
    </div>
  )
}

function CampaignsPage() {
  const { id } = useParams()
  if (id === 'new') return <NewCampaign />
  if (id) return <CampaignDetail key={id} id={id} />
  return <AllCampaigns />
}

/** `/campaigns`, `/campaigns/new`, `/campaigns/:id`: signed-in users only. */
export function CampaignsRoute() {
  return (
    <SignedInDashboardPage>
      <CampaignsPage />
    </SignedInDashboardPage>
  )
}
