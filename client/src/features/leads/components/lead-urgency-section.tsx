import type { LeadUrgency } from '@common/contracts/lead-view'
import { CircleHelp, Gauge } from 'lucide-react'
import { PanelSection } from '@/components/panel-section'
import { cn } from '@/lib/utils'
import {
  reasonText,
  URGENCY_BAND_LABELS,
  URGENCY_FACTOR_LABELS,
  urgencyBand,
} from '../lib/urgency-labels'
import { URGENCY_BAND_STYLE } from './urgency-badge'

/** One reason's share of the score as a bar (the percent is written beside it). */
function ShareBar({ share }: { share: number }) {
  return (
    <span className="block h-1.5 w-full overflow-hidden rounded-full bg-muted" aria-hidden="true">
      <span className="block h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
    </span>
  )
}

/**
 * Why a lead is as urgent as it is (issue 35, docs/decisions/0084): the score out of 100 and its
 * band, the confidence, the explanation in one sentence, and each reason with its share of the
 * score. Freshness gives no points: a stale record only lowers the confidence.
 */
export function LeadUrgencySection({ id, urgency }: { id: string; urgency: LeadUrgency }) {
  const band = urgencyBand(urgency.score)
  const { tone, icon: Icon } = URGENCY_BAND_STYLE[band]
  const low = urgency.confidence === 'low'
  return (
    <PanelSection
      headingId={id}
      icon={Gauge}
      title="Urgency"
      className="grid gap-3 rounded-lg border p-4"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="urgency-score">
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-md border px-2 py-1 font-semibold text-lg tabular-nums',
            tone,
            low && 'border-dashed',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {urgency.score}
          <span className="font-normal text-sm">/ 100</span>
        </span>
        <span className="font-medium text-slate-900 text-sm">
          {URGENCY_BAND_LABELS[band]} urgency
        </span>
        <span
          className={cn(
            'inline-flex items-center gap-1 text-xs',
            low ? 'font-medium text-amber-900' : 'text-muted-foreground',
          )}
        >
          {low && <CircleHelp className="size-3.5" aria-hidden="true" />}
          {low ? 'Low confidence: not re-checked' : 'Normal confidence'}
        </span>
      </div>
      <p className="wrap-anywhere text-slate-700 text-sm" data-testid="urgency-explanation">
        {urgency.explanation}
      </p>
      <ul aria-label="Urgency reasons" className="grid gap-2">
        {urgency.reasons.map((reason) => (
          <li key={`${reason.factor}:${reason.text}`} className="grid gap-1">
            <span className="flex items-baseline justify-between gap-2 text-xs">
              <span className="min-w-0 wrap-anywhere">
                <span className="font-medium text-slate-900">
                  {URGENCY_FACTOR_LABELS[reason.factor]}
                </span>
                <span className="text-muted-foreground">: {reasonText(reason)}</span>
              </span>
              <span className="shrink-0 tabular-nums text-slate-700">{reason.share}%</span>
            </span>
            <ShareBar share={reason.share} />
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground text-xs">
        Each percent is that reason's share of the score; a record not re-checked adds nothing and
        lowers the confidence.
      </p>
    </PanelSection>
  )
}
