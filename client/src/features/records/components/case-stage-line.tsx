import { type CaseStage, effectiveStage } from '@common/lifecycle'
import { Milestone } from 'lucide-react'
import { formatDate } from '@/lib/format'

const STAGE_LABELS: Record<CaseStage, string> = {
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

/** The case's stage today and its next sale date, when a source has reported them. */
export function CaseStageLine({
  stage,
  nextSaleDate,
}: {
  stage: CaseStage | null
  nextSaleDate: string | null
}) {
  const today = new Date().toISOString().slice(0, 10)
  const shown = effectiveStage(stage, nextSaleDate, today)
  if (!shown) return null
  return (
    <p className="flex items-center gap-2 text-sm" data-testid="case-stage">
      <Milestone className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span>
        Stage: <span className="font-medium">{STAGE_LABELS[shown]}</span>
        {nextSaleDate && shown !== 'cancelled' && shown !== 'sold' && (
          <> · Next sale: {formatDate(nextSaleDate)}</>
        )}
      </span>
    </p>
  )
}
