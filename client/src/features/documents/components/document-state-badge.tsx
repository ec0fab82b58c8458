import type { DocumentView } from '@common/contracts/documents'
import { CircleAlert, CircleCheck, CircleHelp, Clock, LoaderCircle } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'
import {
  type DocumentState,
  type DocumentStateTone,
  documentState,
  listImportState,
} from '../lib/document-state'

const TONES: Record<DocumentStateTone, { className: string; icon: typeof Clock }> = {
  pending: { className: 'border-slate-200 bg-slate-100 text-slate-700', icon: Clock },
  analyzing: { className: 'border-blue-200 bg-blue-50 text-blue-800', icon: LoaderCircle },
  processed: { className: 'border-emerald-200 bg-emerald-50 text-emerald-800', icon: CircleCheck },
  failed: { className: 'border-red-200 bg-red-50 text-red-800', icon: CircleAlert },
  unknown: { className: 'border-amber-200 bg-amber-50 text-amber-900', icon: CircleHelp },
}

function StateBadge({ state }: { state: DocumentState }) {
  const { className, icon: Icon } = TONES[state.tone]
  return (
    <Badge variant="outline" className={className}>
      <Icon
        className={cn(state.tone === 'analyzing' && 'motion-safe:animate-spin')}
        aria-hidden="true"
      />
      {state.label}
    </Badge>
  )
}

/** Pending, Analyzing, Processed, Failed or Unknown, with an icon so colour is not the only cue. */
export function DocumentStateBadge({ status }: { status: string }) {
  return <StateBadge state={documentState(status)} />
}

/** A list's import: 'Ready to import', 'Importing 40%' or 'Import cancelled'; none otherwise. */
export function ListImportBadge({ listImport }: { listImport: DocumentView['listImport'] }) {
  const state = listImportState(listImport)
  return state ? <StateBadge state={state} /> : null
}
