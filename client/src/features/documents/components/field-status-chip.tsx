import type { FieldEvidence } from '@common/contracts/documents'
import { CHECK_THIS_BELOW } from '@common/field-check'
import { BadgeCheck, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { Tooltip } from '@/components/ui/tooltip'
import { formatDate } from '@/lib/format'
import { cn } from '@/lib/utils'
import { confidenceLabel, confidenceLevel, confidencePercent } from '../lib/confidence'

const LEVEL_CLASS = {
  high: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  medium: 'border-amber-200 bg-amber-50 text-amber-900',
  low: 'border-red-200 bg-red-50 text-red-800',
} as const

const CHIP =
  'inline-flex h-5 cursor-help items-center gap-0.5 rounded-full border px-1.5 font-semibold text-[11px] tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** The text a value was read from, or that none was kept. */
function SourceText({ evidence, lead }: { evidence: FieldEvidence; lead: string }) {
  const snippet = evidence.snippet.trim()
  return snippet ? (
    <>
      <span className="mt-1 block text-slate-300">{lead}</span>
      <q className="mt-0.5 block wrap-anywhere italic">{snippet}</q>
    </>
  ) : (
    <span className="mt-1 block text-slate-300">No source text was kept for it.</span>
  )
}

/** Where a value came from when a layout, not the extractor, read it. */
const layoutNote = (evidence: FieldEvidence) =>
  evidence.origin === 'layout'
    ? 'Read where a correction on a document of this layout showed it.'
    : null

/** "Corrected by Dana Corrector on 11/29/2026". */
export function correctedByLine(correction: NonNullable<FieldEvidence['correction']>): string {
  return `Corrected by ${correction.by} on ${formatDate(correction.at)}`
}

function Chip({
  label,
  tooltip,
  className,
  children,
}: {
  label: string
  tooltip: ReactNode
  className: string
  children: ReactNode
}) {
  return (
    <Tooltip content={tooltip}>
      {(trigger) => (
        <button type="button" {...trigger} aria-label={label} className={cn(CHIP, className)}>
          {children}
        </button>
      )}
    </Tooltip>
  )
}

/**
 * A field's status beside its label: "Corrected" (a fact, with who and when), "Check this" (read
 * below CHECK_THIS_BELOW: not shown as a fact), or the confidence it was read with. Hovering,
 * focusing or tapping it shows the text the value was read from.
 */
export function FieldStatusChip({
  evidence,
  field,
  check,
}: {
  evidence: FieldEvidence
  field: string
  check: boolean
}) {
  if (evidence.origin === 'correction' && evidence.correction) {
    const line = correctedByLine(evidence.correction)
    return (
      <Chip
        label={`${field}: ${line}. Show source text`}
        className="border-emerald-300 bg-emerald-50 text-emerald-900"
        tooltip={
          <>
            <span className="block font-semibold">{line}</span>
            <SourceText evidence={evidence} lead="Taken from:" />
          </>
        }
      >
        <BadgeCheck className="size-3" aria-hidden="true" />
        Corrected
      </Chip>
    )
  }
  const label = confidenceLabel(evidence.confidence)
  if (check) {
    return (
      <Chip
        label={`${field}: check this, read at ${confidencePercent(evidence.confidence)} confidence. Show source text`}
        className="border-amber-400 bg-amber-100 text-amber-950"
        tooltip={
          <>
            <span className="block font-semibold">
              Check this: read at {confidencePercent(evidence.confidence)} confidence, below the{' '}
              {confidencePercent(CHECK_THIS_BELOW)} shown as a fact.
            </span>
            <SourceText evidence={evidence} lead="Read from the document:" />
            <span className="mt-1 block text-slate-300">
              Correct it if the document says otherwise.
            </span>
          </>
        }
      >
        <TriangleAlert className="size-3" aria-hidden="true" />
        Check this
      </Chip>
    )
  }
  const note = layoutNote(evidence)
  return (
    <Chip
      label={`${field}: ${label}. Show source text`}
      className={LEVEL_CLASS[confidenceLevel(evidence.confidence)]}
      tooltip={
        <>
          <span className="block font-semibold">{label}</span>
          {note && <span className="mt-1 block text-slate-300">{note}</span>}
          <SourceText evidence={evidence} lead="Read from the document:" />
        </>
      }
    >
      {confidencePercent(evidence.confidence)}
    </Chip>
  )
}
