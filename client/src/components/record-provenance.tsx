import { Clock } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'

/** A provenance time as the cards show it ("Nov 30, 2026, 1:05 AM"). */
const provenanceTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** What the Stale badge's tooltip says (issue 30, docs/decisions/0078). */
function staleNote(lastCheckedAt: string | null, checkEveryHours: number | null): string {
  const since = lastCheckedAt
    ? `Not re-checked since ${provenanceTime(lastCheckedAt)}`
    : 'Not re-checked'
  return checkEveryHours ? `${since}; its source is checked every ${checkEveryHours} hours` : since
}

/**
 * A record its source has not re-checked within its interval: "Stale", with why in its tooltip
 * and for screen readers. `compact`: the small marker of a lead's row or board card.
 */
export function StaleBadge({
  lastCheckedAt,
  checkEveryHours,
  compact = false,
}: {
  lastCheckedAt: string | null
  checkEveryHours: number | null
  compact?: boolean
}) {
  const note = staleNote(lastCheckedAt, checkEveryHours)
  return (
    <Badge
      variant="outline"
      title={note}
      aria-label={`Stale: ${note}`}
      data-testid="stale-badge"
      className={cn('border-amber-300 bg-amber-50 text-amber-900', compact && 'px-1.5 py-0')}
    >
      <Clock aria-hidden="true" />
      Stale
    </Badge>
  )
}

/** Where a record comes from and how fresh it is, as the result card and lead detail show it. */
export interface ProvenanceFacts {
  sourceName: string | null
  sourceUrl: string | null
  firstSeenAt: string | null
  lastCheckedAt: string | null
  stageAsOf: string | null
  checkEveryHours: number | null
  stale: boolean
  /** Generated sample data: no times (nothing checks it). */
  isSample: boolean
  /** The user's own upload: its name and upload time. */
  upload?: boolean
}

const isWebAddress = (url: string) => /^https?:\/\//i.test(url)

/** Source, first seen, last checked, stage time and the Stale badge, in small text that wraps. */
export function RecordProvenance({
  facts,
  className,
}: {
  facts: ProvenanceFacts
  className?: string
}) {
  const timed = !facts.isSample
  return (
    <div
      className={cn('grid min-w-0 gap-0.5 text-muted-foreground text-xs', className)}
      data-testid="record-provenance"
    >
      <p className="wrap-anywhere">
        {facts.upload ? 'Uploaded: ' : 'Source: '}
        {facts.sourceName ?? 'not recorded'}
        {facts.sourceUrl && isWebAddress(facts.sourceUrl) && (
          <>
            {' '}
            (
            <a
              href={facts.sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-2"
            >
              its list
            </a>
            )
          </>
        )}
      </p>
      {timed && facts.upload && facts.firstSeenAt && (
        <p>Uploaded on {provenanceTime(facts.firstSeenAt)}</p>
      )}
      {timed && !facts.upload && (facts.firstSeenAt || facts.lastCheckedAt) && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {facts.firstSeenAt && <span>First seen {provenanceTime(facts.firstSeenAt)}</span>}
          {facts.lastCheckedAt && <span>Last checked {provenanceTime(facts.lastCheckedAt)}</span>}
          {facts.stale && (
            <StaleBadge
              lastCheckedAt={facts.lastCheckedAt}
              checkEveryHours={facts.checkEveryHours}
            />
          )}
        </p>
      )}
      {timed && facts.stageAsOf && <p>Stage as of {provenanceTime(facts.stageAsOf)}</p>}
    </div>
  )
}
