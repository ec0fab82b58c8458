import type { CaseEventView } from '@common/contracts/leads'
import { History } from 'lucide-react'
import { formatDate } from '@/lib/format'
import { caseEventText } from '../lib/case-event-text'

/**
 * The case's history on the lead's detail (issue 16): what each source reported, oldest first,
 * with when it was recorded and by which source. Nothing shows when no source reported events.
 */
export function CaseEventTimeline({ events }: { events: CaseEventView[] | undefined }) {
  if (!events || events.length === 0) return null
  return (
    <section aria-labelledby="case-history" className="grid gap-2 rounded-lg border p-4">
      <h3
        id="case-history"
        className="flex items-center gap-1.5 font-semibold text-slate-900 text-sm"
      >
        <History className="size-4" aria-hidden="true" />
        Case history
      </h3>
      <ol className="grid gap-1.5 border-l pl-3" data-testid="case-history">
        {events.map((event) => (
          <li key={event.id} className="grid text-sm">
            <span className="text-slate-900">{caseEventText(event, formatDate)}</span>
            <span className="text-muted-foreground text-xs">
              Recorded {formatDate(event.recordedAt)}
              {event.sourceName ? ` · ${event.sourceName}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
