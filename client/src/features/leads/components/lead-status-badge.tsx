import type { LeadStatus } from '@common/enums'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'
import { STATUS_LABELS } from '../lib/lead-labels'

const TONES: Record<LeadStatus, string> = {
  new: 'border-sky-200 bg-sky-50 text-sky-800',
  researching: 'border-indigo-200 bg-indigo-50 text-indigo-800',
  contacted: 'border-amber-200 bg-amber-50 text-amber-900',
  negotiating: 'border-orange-200 bg-orange-50 text-orange-900',
  under_contract: 'border-violet-200 bg-violet-50 text-violet-800',
  won: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  dead: 'border-slate-200 bg-slate-100 text-slate-600',
}

/** The lead's place in the pipeline, as a badge. */
export function LeadStatusBadge({ status, className }: { status: LeadStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(TONES[status], className)}>
      {STATUS_LABELS[status]}
    </Badge>
  )
}
