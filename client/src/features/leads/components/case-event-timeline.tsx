import type { CaseEventView } from '@common/contracts/leads'
import { FileLock, History, Landmark } from 'lucide-react'
import { PanelSection } from '@/components/panel-section'
import { formatDate } from '@/lib/format'
import { caseEventOrigin, caseEventText } from '../lib/case-event-text'

/**
 * The case's history on the lead's detail (issue 16, docs/decisions/0044): what the public
 * records index reported and what the user's own uploads said, oldest first, each with when it
 * was recorded and where it came from. Nothing shows when there are no events.
 */
export function CaseEventTimeline({ events }: { events: CaseEventView[] | undefined }) {
  if (!events || events.length === 0) return null
  const hasUploads = events.some((event) => event.origin === 'upload')
  return (
    <PanelSection
      headingId="case-history"
      icon={History}
      title="Case history"
      className="grid gap-2 rounded-lg border p-4"
    >
      <ol className="grid gap-1.5 border-l pl-3" data-testid="case-history">
        {events.map((event) => {
          const Icon = event.origin === 'upload' ? FileLock : Landmark
          return (
            <li key={event.id} className="grid text-sm" data-origin={event.origin}>
              <span className="wrap-anywhere text-slate-900">
                {caseEventText(event, formatDate)}
              </span>
              <span className="flex items-center gap-1 text-muted-foreground text-xs">
                <Icon className="size-3 shrink-0" aria-hidden="true" />
                {/* The origin may name an upload: a long file name wraps inside the lead. */}
                <span className="min-w-0 wrap-anywhere">
                  Recorded {formatDate(event.recordedAt)} · {caseEventOrigin(event)}
                </span>
              </span>
            </li>
          )
        })}
      </ol>
      {hasUploads ? (
        <p className="text-muted-foreground text-xs">
          Events from your uploads are shown to you only.
        </p>
      ) : null}
    </PanelSection>
  )
}
