/**
 * The operator's pages in words: a source's status, its health line by line (unreachable, alarm,
 * failures, last success, next run) and the outcome of "Enable all reviewed sources".
 */
import type {
  EnableReviewedResponse,
  OperatorSource,
  OperatorSourceStatus,
} from '@common/contracts/operator'

export const STATUS_LABELS: Record<OperatorSourceStatus, string> = {
  enabled: 'Enabled',
  reviewed: 'Reviewed, not enabled',
  not_reviewed: 'Not reviewed',
  licensed_feed_required: 'Licensed feed required',
  not_runnable: 'Cannot run here',
}

export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

export interface HealthLine {
  text: string
  tone: 'bad' | 'warn' | 'plain'
}

/** What the health column says, the most urgent first. */
export function healthLines(source: OperatorSource, now = Date.now()): HealthLine[] {
  const { health } = source
  const lines: HealthLine[] = []
  if (health.unreachableSince) {
    lines.push({ text: `Unreachable since ${when(health.unreachableSince)}`, tone: 'bad' })
  }
  if (health.alarm) lines.push({ text: `Alarm: ${health.alarm}`, tone: 'bad' })
  if (health.failuresInARow > 0) {
    const runs =
      health.failuresInARow === 1 ? '1 failed run' : `${health.failuresInARow} failed runs in a row`
    lines.push({ text: health.lastError ? `${runs}: ${health.lastError}` : runs, tone: 'warn' })
  }
  if (health.lastSuccessAt) {
    const rows =
      health.lastRowCount === null
        ? ''
        : `, ${health.lastRowCount.toLocaleString('en-US')} records listed`
    lines.push({ text: `Last success ${when(health.lastSuccessAt)}${rows}`, tone: 'plain' })
  } else if (source.status === 'enabled') {
    lines.push({ text: 'No successful run yet', tone: 'plain' })
  }
  if (health.running) lines.push({ text: 'A run is queued or running', tone: 'plain' })
  else if (health.nextRunAt) {
    const due = Date.parse(health.nextRunAt) <= now
    lines.push({
      text: due ? 'Next run: due now' : `Next run ${when(health.nextRunAt)}`,
      tone: 'plain',
    })
  }
  return lines
}

/** The toast after "Enable all reviewed sources". */
export function enableReviewedSummary(outcome: EnableReviewedResponse): string {
  const parts = [
    outcome.enabled.length === 1 ? '1 source enabled' : `${outcome.enabled.length} sources enabled`,
  ]
  if (outcome.alreadyEnabled.length > 0) parts.push(`${outcome.alreadyEnabled.length} already on`)
  if (outcome.skipped.length > 0)
    parts.push(`${outcome.skipped.length} left off (see each one's status)`)
  return `${parts.join('; ')}. Enabled sources run on their schedules; the first runs start within 10 minutes.`
}
