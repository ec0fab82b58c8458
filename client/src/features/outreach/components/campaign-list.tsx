import { Mail, Plus } from 'lucide-react'
import { Link } from 'react-router'
import { LinkButton } from '@/components/link-button'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Progress } from '@/components/ui/progress'
import { formatRelativeTime } from '@/lib/format'
import { useCampaigns } from '../api/email-campaigns'
import { CAMPAIGN_STATUS_LABELS } from '../lib/campaign-labels'

/** The user's campaigns, newest first, each with its state, counts and progress. */
export function CampaignList() {
  const { data, isPending, isError } = useCampaigns()
  return (
    <Card asChild>
      <section aria-labelledby="campaigns-heading">
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <div className="grid gap-1">
            <CardTitle asChild>
              <h1 id="campaigns-heading" className="flex items-center gap-2 text-xl">
                <Mail className="size-5 text-primary" aria-hidden="true" />
                E-mail campaigns
              </h1>
            </CardTitle>
            <CardDescription>
              Choose leads on the lead list and use “Create e-mail campaign”, or bring your own
              list.
            </CardDescription>
          </div>
          <LinkButton to="/campaigns/new">
            <Plus aria-hidden="true" />
            New campaign
          </LinkButton>
        </CardHeader>
        <CardContent>
          {isPending && <p className="text-muted-foreground text-sm">Loading campaigns...</p>}
          {isError && <p className="text-destructive text-sm">Campaigns could not be loaded.</p>}
          {data?.campaigns.length === 0 && (
            <p className="text-muted-foreground text-sm">No campaigns yet.</p>
          )}
          {data && data.campaigns.length > 0 && (
            <ul className="grid gap-2">
              {data.campaigns.map((campaign) => (
                <li key={campaign.id}>
                  <Link
                    to={`/campaigns/${campaign.id}`}
                    className="grid gap-2 rounded-lg border p-3 text-sm hover:bg-accent"
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">{campaign.name}</span>
                      <Badge
                        variant={campaign.status === 'cancelled' ? 'destructive' : 'secondary'}
                      >
                        {CAMPAIGN_STATUS_LABELS[campaign.status]}
                      </Badge>
                      <span className="ml-auto text-muted-foreground text-xs">
                        {formatRelativeTime(campaign.createdAt)}
                      </span>
                    </span>
                    <span className="text-muted-foreground">
                      {campaign.counts.sent} of {campaign.totalRecipients} sent
                      {campaign.counts.failed > 0 && ` · ${campaign.counts.failed} failed`}
                      {campaign.counts.bounced > 0 && ` · ${campaign.counts.bounced} bounced`}
                      {campaign.counts.unsubscribed > 0 &&
                        ` · ${campaign.counts.unsubscribed} unsubscribed`}
                      {campaign.counts.skipped > 0 && ` · ${campaign.counts.skipped} skipped`}
                    </span>
                    <Progress value={campaign.progress / 100} label={`${campaign.name} progress`} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </section>
    </Card>
  )
}
