/**
 * Where a catalogue source stands, in one word the operator's pages and `npm run sources -- list`
 * share: it cannot be run (licensed feed, no connector), or it is enabled, reviewed, or waiting
 * for its review.
 */
import type { OperatorSourceStatus } from '@common/contracts/operator'
import type { Source } from '../../../db/schema'
import type { SourcePreset } from '../catalogue/source-preset'

export function sourceStatus(
  preset: SourcePreset,
  source: Pick<Source, 'access' | 'active' | 'reviewedAt'>,
): { status: OperatorSourceStatus; reason: string | null } {
  if (source.access === 'licensed_feed_required') {
    return {
      status: 'licensed_feed_required',
      reason: preset.notRunnable ?? 'The site may be read only through a licensed feed.',
    }
  }
  if (preset.notRunnable || !preset.connector) {
    return {
      status: 'not_runnable',
      reason: preset.notRunnable ?? 'The catalogue has no connector for this source.',
    }
  }
  if (source.active) return { status: 'enabled', reason: null }
  return { status: source.reviewedAt ? 'reviewed' : 'not_reviewed', reason: null }
}
