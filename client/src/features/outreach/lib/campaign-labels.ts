import type { CampaignCounts, EmailCampaignView } from '@common/contracts/email-campaigns'

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
