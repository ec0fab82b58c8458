/**
 * Whether a case event matches a monitor: same state; in one of its ZIP codes or counties; of
 * one of its filing types and stages (empty: any); with a sale within its days when it asks; and
 * recorded after the monitor was made (a monitor alerts about what happens from then on).
 */

import type { AlertMonitorRow } from '../../../db/schema'
import type { CaseEventForAlerts } from '../../records'

const DAY_MS = 86_400_000

export function monitorMatches(
  monitor: Pick<
    AlertMonitorRow,
    | 'state'
    | 'zipCodes'
    | 'counties'
    | 'filingTypes'
    | 'stages'
    | 'saleWithinDays'
    | 'createdAt'
    | 'enabled'
  >,
  event: CaseEventForAlerts,
  now = new Date(),
): boolean {
  if (!monitor.enabled || event.createdAt < monitor.createdAt) return false
  if (monitor.state !== event.state) return false
  const inZip = event.zipCode !== null && monitor.zipCodes.includes(event.zipCode)
  const inCounty =
    event.county !== null && monitor.counties.includes(event.county.trim().toLowerCase())
  if (!inZip && !inCounty) return false
  if (monitor.filingTypes.length > 0 && !monitor.filingTypes.includes(event.documentType)) {
    return false
  }
  if (monitor.stages.length > 0 && !monitor.stages.includes(event.kind)) return false
  if (monitor.saleWithinDays !== null) {
    const today = now.toISOString().slice(0, 10)
    const last = new Date(now.getTime() + monitor.saleWithinDays * DAY_MS)
      .toISOString()
      .slice(0, 10)
    const sale = event.nextSaleDate
    if (!sale || sale < today || sale > last) return false
  }
  return true
}
