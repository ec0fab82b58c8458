/**
 * What each plan grants of alerts (issue 18, docs/decisions/0032): Pro sells "alerts for new
 * filings by ZIP", Elite adds counties (its "multi-ZIP or county search") and webhooks (its
 * "automation-tool integrations"). Trial, Basic, Premium and no plan have none. The server
 * enforces these; the client shows them.
 */
import type { SubscriptionTier } from './enums'

export interface AlertAllowance {
  /** Monitors a user may keep at once; 0: alerts are not in the plan. */
  monitors: number
  /** ZIP codes one monitor may watch. */
  zipCodesPerMonitor: number
  /** Counties one monitor may watch; 0: monitors watch ZIP codes only. */
  countiesPerMonitor: number
  /** The webhook channel (Zapier-style automation). */
  webhooks: boolean
}

const NONE: AlertAllowance = {
  monitors: 0,
  zipCodesPerMonitor: 0,
  countiesPerMonitor: 0,
  webhooks: false,
}

export const ALERT_ALLOWANCES: Record<SubscriptionTier, AlertAllowance> = {
  free: NONE,
  basic: NONE,
  premium: NONE,
  pro: { monitors: 5, zipCodesPerMonitor: 5, countiesPerMonitor: 0, webhooks: false },
  elite: { monitors: 25, zipCodesPerMonitor: 25, countiesPerMonitor: 10, webhooks: true },
}

/** Webhook delivery and digest figures (the decision record explains each). */
export const ALERTS = {
  /** Attempts of one webhook delivery (the first try and pg-boss retries with backoff). */
  webhookAttempts: 5,
  /** Failed attempts in a row (over deliveries) after which a user's webhook is disabled. */
  webhookFailuresToDisable: 10,
  /** The local hour (in the user's time zone) from which the day's digest is sent. */
  digestHour: 7,
  /** Notifications listed in the bell's dropdown. */
  notificationsListed: 20,
  /** Deliveries listed in settings. */
  deliveriesListed: 20,
} as const
