import type { LeadUrgency } from '@common/contracts/lead-view'
import { ChevronsUp, ChevronUp, CircleHelp, Minus } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'
import {
  LOW_CONFIDENCE_TEXT,
  type UrgencyBand,
  urgencyBand,
  urgencyTitle,
} from '../lib/urgency-labels'

/** Each band's colour and shape (an icon, so the band is not told by colour alone). */
export const URGENCY_BAND_STYLE: Record<UrgencyBand, { tone: string; icon: typeof ChevronUp }> = {
  high: { tone: 'border-red-300 bg-red-50 text-red-800', icon: ChevronsUp },
  medium: { tone: 'border-amber-300 bg-amber-50 text-amber-900', icon: ChevronUp },
  low: { tone: 'border-slate-300 bg-slate-50 text-slate-700', icon: Minus },
}

/**
 * A lead's urgency score as the list's rows and the board's cards show it: the number with its
 * band's colour and icon, "Urgency 82, high" for screen readers, the explanation in its tooltip;
 * a dashed border and a question mark when the record is stale (low confidence).
 */
export function UrgencyBadge({ urgency, className }: { urgency: LeadUrgency; className?: string }) {
  const band = urgencyBand(urgency.score)
  const { tone, icon: Icon } = URGENCY_BAND_STYLE[band]
  const low = urgency.confidence === 'low'
  return (
    <Badge
      variant="outline"
      title={urgencyTitle(urgency)}
      data-testid="urgency-badge"
      data-band={band}
      // relative: the screen-reader words stay inside the badge, not at the page's edge when a
      // board column scrolled sideways holds it.
      className={cn(
        'relative shrink-0 px-1.5 py-0 tabular-nums',
        tone,
        low && 'border-dashed',
        className,
      )}
    >
      <Icon aria-hidden="true" />
      <span className="sr-only">Urgency </span>
      {urgency.score}
      <span className="sr-only">, {band}</span>
      {low && (
        <>
          <CircleHelp aria-hidden="true" />
          <span className="sr-only">, {LOW_CONFIDENCE_TEXT}</span>
        </>
      )}
    </Badge>
  )
}
