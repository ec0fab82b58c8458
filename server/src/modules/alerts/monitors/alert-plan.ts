/**
 * What the user's plan allows of alerts, checked before a monitor is created or changed; the
 * number of monitors is counted in SQL (monitors.queries.ts), not here.
 */
import { ALERT_ALLOWANCES, type AlertAllowance } from '@common/alert-plans'
import type { AlertChannel } from '@common/contracts/alerts'
import type { SessionUser } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import { effectiveTier } from '../../billing'

export function allowanceOf(user: SessionUser): AlertAllowance {
  return ALERT_ALLOWANCES[effectiveTier(user)]
}

/** True when the user's plan has alerts (Pro, Elite): monitors and the urgency alert. */
export function alertsInPlan(user: SessionUser): boolean {
  return allowanceOf(user).monitors > 0
}

/**
 * The allowance when alerts are in the plan; else the 403 the client shows as an upgrade
 * (`what`: the end of its message, what the upgrade brings).
 */
export function requireAlertsInPlan(
  user: SessionUser,
  what = 'get alerts for new filings',
): AlertAllowance {
  const allowance = allowanceOf(user)
  if (allowance.monitors === 0) {
    throw AppError.forbidden(
      'ALERTS_NOT_IN_PLAN',
      `Alerts are part of the Pro and Elite plans. Upgrade to ${what}.`,
      { requiresUpgrade: true },
    )
  }
  return allowance
}

/** Refuses what a monitor asks beyond the plan: counties or webhooks on Pro, too many areas. */
export function checkMonitorAgainstPlan(
  allowance: AlertAllowance,
  monitor: { zipCodes: string[]; counties: string[]; channels: AlertChannel[] },
): void {
  if (monitor.counties.length > 0 && allowance.countiesPerMonitor === 0) {
    throw AppError.forbidden(
      'ALERT_FEATURE_NOT_IN_PLAN',
      'Alerts by county are part of the Elite plan. Watch ZIP codes, or upgrade to Elite.',
      { requiresUpgrade: true },
    )
  }
  if (monitor.counties.length > allowance.countiesPerMonitor) {
    throw AppError.forbidden(
      'ALERT_FEATURE_NOT_IN_PLAN',
      `An alert on your plan watches at most ${allowance.countiesPerMonitor} counties.`,
    )
  }
  if (monitor.zipCodes.length > allowance.zipCodesPerMonitor) {
    throw AppError.forbidden(
      'ALERT_FEATURE_NOT_IN_PLAN',
      `An alert on your plan watches at most ${allowance.zipCodesPerMonitor} ZIP codes.`,
      { requiresUpgrade: allowance.zipCodesPerMonitor < 25 },
    )
  }
  if (monitor.channels.includes('webhook') && !allowance.webhooks) {
    throw AppError.forbidden(
      'ALERT_FEATURE_NOT_IN_PLAN',
      'Webhooks (Zapier and other automation tools) are part of the Elite plan.',
      { requiresUpgrade: true },
    )
  }
}
