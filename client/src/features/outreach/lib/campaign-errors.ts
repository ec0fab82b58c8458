/**
 * What a campaign page says when the server refuses, chosen by the domain code (never by its
 * wording): a title, what to do, and whether the fix is in Settings.
 */
import { apiErrorCode, apiErrorMessage } from '@/lib/api'

export interface CampaignProblem {
  title: string
  description: string
  /** The fix is on the settings page (sender identity, mailboxes): link there. */
  settings?: boolean
}

export function campaignProblem(error: unknown): CampaignProblem {
  const code = apiErrorCode(error)
  const server = apiErrorMessage(error)
  switch (code) {
    case 'SENDER_IDENTITY_REQUIRED':
      return {
        title: 'Sender identity needed',
        description:
          'Every campaign e-mail must carry your name and a valid postal address (CAN-SPAM). Set them in Settings, then start again.',
        settings: true,
      }
    case 'MAILBOX_NOT_CONNECTED':
    case 'MAILBOX_NOT_FOUND':
      return {
        title: 'Mailbox not connected',
        description:
          server ?? 'The mailbox is not connected any more. Connect it again in Settings.',
        settings: true,
      }
    case 'CAMPAIGN_STATE_CONFLICT':
      return {
        title: 'The campaign has moved on',
        description: `${server ?? 'It is in another state now.'} Its current state is shown below.`,
      }
    case 'STATE_LAW_ACKNOWLEDGEMENT_REQUIRED':
      return {
        title: 'State law acknowledgement needed',
        description:
          server ??
          'Read the state-law notices below and confirm you will follow them before starting.',
      }
    case 'CASE_STATUS_CONFIRMATION_REQUIRED':
      return {
        title: 'These leads’ cases may have ended',
        description:
          'Every chosen lead’s sale was cancelled, sold or stayed, or its case may have ended. Tick “Include leads whose case may have ended” if you still want to write to them.',
      }
    case 'CAMPAIGN_PLACEHOLDERS_UNFILLED':
      return {
        title: 'Placeholders cannot be filled',
        description: server ?? 'Some recipients’ messages would go out with placeholders unfilled.',
      }
    case 'CAMPAIGN_NOT_FOUND':
      return { title: 'Campaign not found', description: 'It is not among your campaigns.' }
    case 'UNSUBSCRIBE_LINK_NOT_HTTPS':
      return { title: 'Sending is not set up', description: server ?? 'Ask the administrator.' }
    default:
      return {
        title: 'Something went wrong',
        description: server ?? 'The request failed. Check your connection and try again.',
      }
  }
}
