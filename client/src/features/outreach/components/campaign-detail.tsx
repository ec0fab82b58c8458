import { ArrowLeft, Ban, Pause, Play } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Progress } from '@/components/ui/progress'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { pageTitle } from '@/lib/brand'
import { formatDateTime } from '@/lib/format'
import {
  type CampaignAction,
  useCampaign,
  useCampaignAction,
  useCampaignPreview,
} from '../api/email-campaigns'
import { useMailboxes } from '../api/mailboxes'
import { type CampaignProblem, campaignProblem } from '../lib/campaign-errors'
import {
  allowedActions,
  CAMPAIGN_STATUS_LABELS,
  COUNT_LABELS,
  sendingLimitText,
} from '../lib/campaign-labels'
import { CampaignFacts } from './campaign-facts'
import { CampaignPreview } from './campaign-preview'
import { CampaignProblemAlert } from './campaign-problem-alert'
import { CampaignStateLaw } from './campaign-state-law'

/**
 * One campaign (`/campaigns/:id`): its counts and progress, read again every 2 s while it sends;
 * start, pause, resume and cancel as its state allows; what every message carries (CAN-SPAM)
 * and the state-law notices before it starts; each recipient's message as it will go out, Start
 * held while a placeholder cannot be filled; the server's refusals in words.
 */
export function CampaignDetail({ id }: { id: string }) {
  const campaign = useCampaign(id)
  const mailboxes = useMailboxes()
  const act = useCampaignAction()
  const startable = campaign.data ? allowedActions(campaign.data.status) : null
  const preview = useCampaignPreview(id, Boolean(startable?.start || startable?.resume))
  const [acknowledged, setAcknowledged] = useState(false)
  const [confirmCancel, setConfirmCancel] = useState(false)
  const [problem, setProblem] = useState<CampaignProblem | null>(null)
  useDocumentTitle(pageTitle(campaign.data?.name ?? 'Campaign'))

  if (campaign.isError) {
    return <CampaignProblemAlert problem={campaignProblem(campaign.error)} />
  }
  const c = campaign.data
  if (!c) return <p className="text-muted-foreground text-sm">Loading the campaign...</p>
  const allowed = allowedActions(c.status)
  const mailbox = mailboxes.data?.mailboxes.find((m) => m.id === c.mailboxId)?.email ?? null
  const run = (action: CampaignAction) => {
    setProblem(null)
    act.mutate(
      {
        id: c.id,
        action,
        body: action === 'start' ? { stateLawAcknowledged: acknowledged } : undefined,
      },
      {
        onSuccess: () => setConfirmCancel(false),
        onError: (error) => setProblem(campaignProblem(error)),
      },
    )
  }
  const live = c.status === 'scheduled' || c.status === 'sending'
  const unfilled = (preview.data?.unfilled.recipients ?? 0) > 0
  const needsAck =
    (allowed.start || allowed.resume) &&
    c.stateLaw.needsAcknowledgement &&
    !c.stateLaw.acknowledgedAt

  return (
    <div className="grid gap-4">
      <Link
        to="/campaigns"
        className="inline-flex items-center gap-1 justify-self-start text-muted-foreground text-sm hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All campaigns
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 font-bold text-2xl text-slate-900 tracking-tight wrap-anywhere">
          {c.name}
        </h1>
        <Badge
          variant={c.status === 'cancelled' ? 'destructive' : 'secondary'}
          data-testid="campaign-status"
        >
          {CAMPAIGN_STATUS_LABELS[c.status]}
        </Badge>
      </div>
      {c.stopReason && (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm"
        >
          Stopped: {c.stopReason}
        </p>
      )}
      <CampaignProblemAlert problem={problem} />
      <Card>
        <CardHeader className="pb-3">
          <CardTitle asChild>
            <h2 className="text-base">
              {c.totalRecipients} {c.totalRecipients === 1 ? 'recipient' : 'recipients'}
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-1">
            <Progress value={c.progress / 100} label="Campaign progress" />
            <p className="text-muted-foreground text-xs">
              {c.progress}% done{live ? ' · updating every 2 seconds' : ''}
              {c.startedAt && ` · started ${formatDateTime(c.startedAt)}`}
              {c.completedAt && ` · ended ${formatDateTime(c.completedAt)}`}
            </p>
            {c.sendingLimit && (
              <p role="status" className="text-amber-900 text-sm">
                {sendingLimitText(c.sendingLimit)}
              </p>
            )}
          </div>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Counts">
            {COUNT_LABELS.map(([key, label]) => (
              <div key={key} className="rounded-lg border p-2">
                <dt className="text-muted-foreground text-xs">{label}</dt>
                <dd className="font-semibold text-lg tabular-nums" data-count={key}>
                  {c.counts[key]}
                </dd>
              </div>
            ))}
          </dl>
          {c.counts.skipped > 0 && (
            <p className="text-muted-foreground text-xs">
              Skipped when it was made: {c.skipped.duplicates} repeated, {c.skipped.withoutEmail}{' '}
              without an e-mail from skip tracing, {c.skipped.caseEnded} whose case may have ended.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {(allowed.start || allowed.resume) && (
              <Button
                type="button"
                disabled={act.isPending || unfilled || (needsAck && !acknowledged)}
                onClick={() => run('start')}
              >
                <Play aria-hidden="true" />
                {allowed.start ? 'Start campaign' : 'Resume'}
              </Button>
            )}
            {allowed.pause && (
              <Button
                type="button"
                variant="outline"
                disabled={act.isPending}
                onClick={() => run('pause')}
              >
                <Pause aria-hidden="true" />
                Pause
              </Button>
            )}
            {allowed.cancel && !confirmCancel && (
              <Button
                type="button"
                variant="ghost"
                disabled={act.isPending}
                onClick={() => setConfirmCancel(true)}
              >
                <Ban aria-hidden="true" />
                Cancel campaign
              </Button>
            )}
            {allowed.cancel && confirmCancel && (
              <span className="flex flex-wrap items-center gap-2 text-sm">
                Nothing more will be sent.
                <Button
                  type="button"
                  variant="destructive"
                  size="sm"
                  disabled={act.isPending}
                  onClick={() => run('cancel')}
                >
                  Yes, cancel it
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setConfirmCancel(false)}
                >
                  Keep it
                </Button>
              </span>
            )}
          </div>
        </CardContent>
      </Card>
      <CampaignStateLaw
        stateLaw={c.stateLaw}
        canAcknowledge={allowed.start || allowed.resume}
        acknowledged={acknowledged}
        onAcknowledgedChange={setAcknowledged}
      />
      {(allowed.start || allowed.resume) && preview.data && (
        <CampaignPreview preview={preview.data} />
      )}
      {(allowed.start || allowed.resume) && <CampaignFacts mailbox={mailbox} />}
      <Card>
        <CardHeader className="pb-2">
          <CardTitle asChild>
            <h2 className="text-base">Message</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          <p className="font-medium">{c.subject}</p>
          <p className="whitespace-pre-line text-muted-foreground wrap-anywhere">{c.body}</p>
        </CardContent>
      </Card>
    </div>
  )
}
