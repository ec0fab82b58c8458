import type { LeadView } from '@common/contracts/leads'
import { FileText, Globe, ListOrdered } from 'lucide-react'
import { CaseStageLine } from '@/components/case-stage-line'
import { StaleBadge } from '@/components/record-provenance'
import { SaleStatusBadge } from '@/components/sale-status-badge'
import { formatDate, formatMoney } from '@/lib/format'
import { cn } from '@/lib/utils'
import { leadSummary, leadTitle } from '../lib/lead-labels'
import { LeadStatusBadge } from './lead-status-badge'
import { UrgencyBadge } from './urgency-badge'

interface LeadRowProps {
  lead: LeadView
  number: number
  selected: boolean
  checked: boolean
  onSelect: () => void
  onCheck: (checked: boolean) => void
}

const ICONS = { search_result: Globe, upload: FileText, document_record: ListOrdered } as const

/** One lead in the list: its number, name, urgency, status, what and where, and its tags. */
export function LeadRow({ lead, number, selected, checked, onSelect, onCheck }: LeadRowProps) {
  const Icon = ICONS[lead.sourceKind]
  const title = leadTitle(lead)
  const amount = formatMoney(lead.loanAmount)
  return (
    <div
      className={cn(
        'flex items-start gap-2 rounded-lg border bg-card p-2.5 shadow-sm transition-colors hover:border-primary/50',
        selected && 'border-primary bg-secondary/60 ring-1 ring-primary',
      )}
    >
      <input
        type="checkbox"
        className="mt-1 size-4 shrink-0 accent-primary"
        checked={checked}
        onChange={(event) => onCheck(event.target.checked)}
        aria-label={`Select lead ${number}: ${title}`}
      />
      <button
        type="button"
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        className="grid min-w-0 flex-1 gap-1 rounded text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex items-start gap-1.5">
          <span className="min-w-6 text-muted-foreground text-xs tabular-nums leading-5">
            {number}.
          </span>
          <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0 flex-1 wrap-anywhere font-medium text-slate-900 text-sm">
            {title}
          </span>
          {lead.urgency && <UrgencyBadge urgency={lead.urgency} />}
          <LeadStatusBadge status={lead.status} />
        </span>
        <span className="truncate pl-7 text-muted-foreground text-xs">{leadSummary(lead)}</span>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 pl-7 text-muted-foreground text-xs">
          {lead.filingDate && <span>Filed {formatDate(lead.filingDate)}</span>}
          {lead.saleDate && <span>Sale {formatDate(lead.saleDate)}</span>}
          {amount && <span className="tabular-nums">{amount}</span>}
          {lead.estimatedEquity !== null && (
            <span className="tabular-nums text-slate-700">
              Equity est. {formatMoney(lead.estimatedEquity)}
            </span>
          )}
          {lead.absenteeOwner && <span className="text-slate-700">Absentee owner</span>}
          {lead.saleStatus && lead.saleStatus !== 'scheduled' && (
            <SaleStatusBadge status={lead.saleStatus} />
          )}
          <CaseStageLine
            stage={lead.stage ?? null}
            nextSaleDate={lead.nextSaleDate ?? null}
            compact
          />
          {lead.isSample && <span className="text-violet-700">Sample data</span>}
          {lead.provenance?.stale && (
            <StaleBadge
              lastCheckedAt={lead.provenance.lastCheckedAt}
              checkEveryHours={lead.provenance.checkEveryHours}
              compact
            />
          )}
          {lead.tags.map((tag) => (
            <span key={tag} className="rounded-full bg-muted px-1.5 text-slate-700">
              #{tag}
            </span>
          ))}
          {lead.folder && <span className="text-slate-700">in {lead.folder}</span>}
        </span>
      </button>
    </div>
  )
}
