/**
 * What the alerts module needs from the process: the routes' deps, and its part of the process's
 * runtime (`alerts`: built once by composition/runtime.ts, read by the routes and the jobs).
 */
import { createHmac } from 'node:crypto'
import type { Db } from '../../db/client'
import type { JobQueue } from '../../jobs/job-queue'
import { type SealingSettings, type SecretBox, sealingBoxFor } from '../../lib/secret-box'
import type { Mailer } from '../../mail/mailer'

export interface AlertsRuntime {
  mailer: Mailer
  publicUrl: string
  /** Loopback and private webhook targets allowed (tests only; config.ts refuses it in production). */
  allowPrivateTargets: boolean
  /** Key of the digest's unsubscribe links. */
  unsubscribeSecret: string
  /** Failed attempts in a row after which a webhook is disabled (default ALERTS'). */
  webhookFailuresToDisable?: number
  /** Opens the webhooks' sealed signing secrets (webhookSecretBox). */
  secrets: SecretBox | null
}

export interface AlertsDeps {
  db: Db
  jobs: JobQueue | null
  publicUrl: string
  allowPrivateTargets: boolean
  unsubscribeSecret: string
  /** Seals the webhooks' signing secrets; null in production without SECRETS_SEALING_KEY. */
  secrets: SecretBox | null
}

/** The digest unsubscribe key: derived from SESSION_SECRET, distinct from it and from outreach's. */
function alertsUnsubscribeSecretFor(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('alerts-digest-unsubscribe').digest('hex')
}

/** The alerts runtime from the configuration (production never allows private webhook targets). */
export function createAlertsRuntime(
  settings: SealingSettings & {
    mailer: Mailer
    PUBLIC_URL: string
    ALERT_WEBHOOK_ALLOW_PRIVATE_TARGETS?: boolean
  },
): AlertsRuntime {
  return {
    mailer: settings.mailer,
    publicUrl: settings.PUBLIC_URL,
    allowPrivateTargets:
      settings.NODE_ENV !== 'production' && settings.ALERT_WEBHOOK_ALLOW_PRIVATE_TARGETS === true,
    unsubscribeSecret: alertsUnsubscribeSecretFor(settings.SESSION_SECRET),
    // The same key as mailbox tokens and CRM credentials; null in production without it (then
    // no webhook can be saved).
    secrets: sealingBoxFor(settings),
  }
}
