import type {
  CampaignCounts,
  CampaignSendingLimit,
  EmailCampaignView,
} from '@common/contracts/email-campaigns'
import { formatDateTime } from '@/lib/format'

export const CAMPAIGN_STATUS_LABELS: Record<EmailCampaignView['status'], string> = {
  draft: 'Draft',
  scheduled: 'Starting',
  sending: 'Sending',
  paused: 'Paused',
  completed: 'Completed',
  cancelled: 'Cancelled',
}

/** The counts a campaign page shows, in order, with their labels. */
export const COUNT_LABELS: readonly [keyof CampaignCounts, string][] = [
  ['queued', 'Queued'],
  ['sent', 'Sent'],
  ['unverified', 'Sent, unverified'],
  ['failed', 'Failed'],
  ['bounced', 'Bounced'],
  ['unsubscribed', 'Unsubscribed'],
  ['skipped', 'Skipped'],
  ['cancelled', 'Cancelled'],
]

/** Which of start (or resume), pause and cancel the campaign's state allows. */
export function allowedActions(status: EmailCampaignView['status']) {
  return {
    start: status === 'draft',
    resume: status === 'paused',
    pause: status === 'scheduled' || status === 'sending',
    cancel:
      status === 'draft' || status === 'scheduled' || status === 'sending' || status === 'paused',
  }
}

/**
 * What a campaign held by the sender's sending limit says instead of a bare "66.7% done" (issue
 * 31): which limit, and when the next e-mails go out, in the user's local time.
 */
export function sendingLimitText(held: CampaignSendingLimit): string {
  const emails = held.limit === 1 ? '1 e-mail' : `${held.limit} e-mails`
  return `Waiting for your sending limit of ${emails} a ${held.per}: the next e-mails go out at ${formatDateTime(held.nextSendAt)}.`
}
