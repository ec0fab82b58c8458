import type { EquityEstimate } from '@common/contracts/enrichment'
import { formatDate, formatMoney } from '@/lib/format'

const OWED_LABELS: Record<EquityEstimate['owed'][number]['kind'], string> = {
  judgment: 'Judgment',
  loan: 'Loan principal',
  tax_lien: 'Tax lien',
}

/**
 * The equity estimate with its inputs and date: market value less what the filing shows owed.
 * Always labelled an estimate; when an input is missing it says which instead of a number.
 */
export function EquityEstimateCard({
  equity,
  sample,
}: {
  equity: EquityEstimate
  sample: boolean
}) {
  return (
    <div className="grid gap-1.5 rounded-md bg-slate-50 p-3" data-testid="equity-estimate">
      <div className="flex flex-wrap items-baseline gap-2">
        <span className="font-medium text-slate-900 text-sm">Equity</span>
        <span className="rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900 text-xs">
          Estimate{sample ? ' · sample data' : ''}
        </span>
        {equity.amount !== null && (
          <span
            className={`font-semibold text-lg ${equity.amount < 0 ? 'text-red-700' : 'text-slate-900'}`}
            data-testid="equity-amount"
          >
            {formatMoney(equity.amount)}
          </span>
        )}
      </div>
      {equity.amount === null ? (
        <p className="text-muted-foreground text-sm">
          Not enough to estimate: {equity.missing.join('; ')}.
        </p>
      ) : (
        <ul className="grid gap-0.5 text-slate-700 text-xs" aria-label="Inputs of the estimate">
          <li>
            Market value {formatMoney(equity.marketValue)}
            {equity.marketValueSource ? ` (${equity.marketValueSource})` : ''}
          </li>
          {equity.owed.map((item) => (
            <li key={`${item.kind}-${item.amount}`}>
              less {OWED_LABELS[item.kind]} {formatMoney(item.amount)} ({item.source})
            </li>
          ))}
        </ul>
      )}
      <p className="text-muted-foreground text-xs">
        As of {formatDate(equity.asOf)}. Only what the filing shows is counted; other liens,
        interest and fees are not. Not an appraisal.
      </p>
    </div>
  )
}
