/** Builds the send-campaign job's services from the configuration (composition/runtime.ts). */
import { createHmac, randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { EMAIL_CAMPAIGNS } from '@common/limits'
import type { CampaignTransport } from '../mail/campaign-transport'
import {
  createOutboxCampaignTransport,
  createSmtpCampaignTransport,
} from '../mail/smtp-campaign-transport'
import { addressOf } from './campaign-message'
import type { CampaignSendServices } from './campaign-send-services'

export interface CampaignSendSettings {
  SMTP_URL?: string
  MAIL_FROM: string
  DATA_DIR: string
  PUBLIC_URL: string
  SESSION_SECRET: string
  NODE_ENV: string
  EMAIL_RATE_PER_MINUTE: number
  EMAIL_RATE_PER_DAY: number
  UNSUBSCRIBE_MAILBOX?: string
}

/**
 * The key unsubscribe links are signed with: derived from SESSION_SECRET (so every process has
 * it) and distinct from it, so a link's MAC tells nothing about the session key.
 */
export function unsubscribeSecretFor(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('unsubscribe-links').digest('hex')
}

/** A worker id that names the host and process, with a random part for restarts of one pid. */
function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`
}

export function createCampaignSendServices(
  settings: CampaignSendSettings,
  overrides: Partial<CampaignSendServices> = {},
): CampaignSendServices {
  let platformTransport: CampaignTransport
  if (settings.SMTP_URL) {
    platformTransport = createSmtpCampaignTransport({
      server: settings.SMTP_URL,
      provider: 'platform',
      fromAddress: null,
    })
  } else if (settings.NODE_ENV !== 'production') {
    platformTransport = createOutboxCampaignTransport(settings.DATA_DIR)
  } else {
    throw new Error('SMTP_URL is required in production to send campaign e-mails')
  }
  return {
    platformTransport,
    publicUrl: settings.PUBLIC_URL,
    unsubscribeSecret: unsubscribeSecretFor(settings.SESSION_SECRET),
    platformFromAddress: addressOf(settings.MAIL_FROM),
    unsubscribeMailbox: settings.UNSUBSCRIBE_MAILBOX,
    rateLimits: { perMinute: settings.EMAIL_RATE_PER_MINUTE, perDay: settings.EMAIL_RATE_PER_DAY },
    claimSeconds: EMAIL_CAMPAIGNS.claimSeconds,
    transientRetries: EMAIL_CAMPAIGNS.transientRetries,
    retryBaseSeconds: EMAIL_CAMPAIGNS.retryBaseSeconds,
    workerId: newWorkerId(),
    ...overrides,
  }
}
