import type { SaleStatus } from '@common/enums'
import type { CaseStage } from '@common/lifecycle'
import { shownStage } from '@common/shown-stage'
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

/** What the record itself says of its case, read when no source reported a stage. */
export interface StageRecord {
  saleStatus: SaleStatus | null
  documentType: string | null
  filingDate: string | null
}

/**
 * The case's stage today and its next sale date. With `record` (a search result the user may
 * read) there is always a stage: read from the record when no source reported one, or
 * 'Unknown' with the reason (issue 30); without it, only a reported stage is shown. `compact`:
 * a small inline span (inside a lead's row or board card, which are buttons or short cards).
 */
export function CaseStageLine({
  stage,
  nextSaleDate,
  record,
  compact = false,
}: {
  stage: CaseStage | null
  nextSaleDate: string | null
  record?: StageRecord
  compact?: boolean
}) {
  const today = new Date().toISOString().slice(0, 10)
  if (!stage && !record) return null
  const { stage: shown, reason } = shownStage({ stage, nextSaleDate, ...record }, today)
  const label = shown === 'unknown' && reason ? `Unknown (${reason})` : STAGE_LABELS[shown]
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
        Stage: <span className="font-medium">{label}</span>
        {nextSaleDate &&
          shown !== 'cancelled' &&
          shown !== 'sold' &&
          (nextSaleDate >= today ? (
            <> · Next sale: {formatDate(nextSaleDate)}</>
          ) : (
            <> · Sale date was {formatDate(nextSaleDate)}</>
          ))}
      </span>
    </Line>
  )
}
