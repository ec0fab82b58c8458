import { type CaseStage, effectiveStage } from '@common/lifecycle'
import { Milestone } from 'lucide-react'
import { formatDate } from '@/lib/format'
import { cn } from '@/lib/utils'

/** What each stage reads as (the result card, the lead row, board and detail). */
export const STAGE_LABELS: Record<CaseStage, string> = {
  filed: 'Filed',
  judgment: 'Judgment',
  sale_scheduled: 'Sale scheduled',
  postponed: 'Sale postponed',
  cancelled: 'Sale cancelled',
  bankruptcy_stay: 'Bankruptcy stay',
  sold: 'Sold',
  redeemed: 'Redeemed',
  reo: 'REO (bank-owned)',
  unknown: 'Unknown (sale date passed without news)',
}

/**
 * The case's stage today and its next sale date, when a source has reported them. `compact`:
 * a small inline span (inside a lead's row or board card, which are buttons or short cards).
 */
export function CaseStageLine({
  stage,
  nextSaleDate,
  compact = false,
}: {
  stage: CaseStage | null
  nextSaleDate: string | null
  compact?: boolean
}) {
  const today = new Date().toISOString().slice(0, 10)
  const shown = effectiveStage(stage, nextSaleDate, today)
  if (!shown) return null
  const Line = compact ? 'span' : 'p'
  return (
    <Line
      className={cn('flex items-center gap-2', compact ? 'gap-1 text-xs' : 'text-sm')}
      data-testid="case-stage"
    >
      <Milestone
        className={cn('shrink-0 text-muted-foreground', compact ? 'size-3.5' : 'size-4')}
        aria-hidden="true"
      />
      <span>
        Stage: <span className="font-medium">{STAGE_LABELS[shown]}</span>
        {nextSaleDate && shown !== 'cancelled' && shown !== 'sold' && (
          <> · Next sale: {formatDate(nextSaleDate)}</>
        )}
      </span>
    </Line>
  )
}
