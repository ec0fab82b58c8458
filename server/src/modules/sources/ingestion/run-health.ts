/**
 * The collapse alarm: a full run that finds almost nothing where the last full run found many
 * records (0 rows where there were 300) is far more likely a changed page, a block or an
 * outage than a county with no filings, so it raises an alarm on the source instead of being
 * recorded as an empty result.
 */

/** Below this many records last time a drop is not judged (small sources vary a lot). */
const COLLAPSE_MIN_PREVIOUS = 20
/** A run finding less than this share of the last run's records has collapsed. */
const COLLAPSE_RATIO = 0.1

/** The alarm for a run that found `found` records after `previous`, or null when it looks sound. */
export function collapseAlarm(previous: number | null, found: number): string | null {
  if (previous === null || previous < COLLAPSE_MIN_PREVIOUS) return null
  if (found >= previous * COLLAPSE_RATIO) return null
  return `count collapsed: ${found} records where the last run had ${previous}; the page may have changed or the site may be blocking us (nothing was stored)`
}
