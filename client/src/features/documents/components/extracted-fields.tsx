import type { DocumentView, EvidenceField, FieldEvidence } from '@common/contracts/documents'
import { LocateFixed } from 'lucide-react'
import { Tooltip } from '@/components/ui/tooltip'
import { cn } from '@/lib/utils'
import { confidenceLabel, confidenceLevel, confidencePercent } from '../lib/confidence'
import { documentFieldRows } from '../lib/document-fields'

const LEVEL_CLASS = {
  high: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  medium: 'border-amber-200 bg-amber-50 text-amber-900',
  low: 'border-red-200 bg-red-50 text-red-800',
} as const

/** A field's confidence chip; hovering, focusing or tapping it shows the text it was read from. */
function EvidenceChip({ evidence, field }: { evidence: FieldEvidence; field: string }) {
  const level = confidenceLevel(evidence.confidence)
  const snippet = evidence.snippet.trim()
  return (
    <Tooltip
      content={
        <>
          <span className="block font-semibold">{confidenceLabel(evidence.confidence)}</span>
          {snippet ? (
            <>
              <span className="mt-1 block text-slate-300">Read from the document:</span>
              <q className="mt-0.5 block break-words italic">{snippet}</q>
            </>
          ) : (
            <span className="mt-1 block text-slate-300">No source text was kept for it.</span>
          )}
        </>
      }
    >
      {(trigger) => (
        <button
          type="button"
          {...trigger}
          aria-label={`${field}: ${confidenceLabel(evidence.confidence)}. Show source text`}
          className={cn(
            'inline-flex h-5 cursor-help items-center rounded-full border px-1.5 font-semibold text-[11px] tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            LEVEL_CLASS[level],
          )}
        >
          {confidencePercent(evidence.confidence)}
        </button>
      )}
    </Tooltip>
  )
}

/**
 * The fields the AI extracted from a processed document, each with the extractor's confidence
 * and, on hover or focus, the document text it was read from; with `onLocate`, a field whose
 * place on the page is known has a button that shows it in the viewer.
 */
export function ExtractedFields({
  document,
  onLocate,
}: {
  document: DocumentView
  onLocate?: (field: EvidenceField) => void
}) {
  const rows = documentFieldRows(document)
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.key} className="min-w-0">
          <dt className="flex items-center gap-2 text-muted-foreground text-xs">
            {row.label}
            {row.evidence && !row.missing && (
              <EvidenceChip evidence={row.evidence} field={row.label} />
            )}
            {onLocate && row.evidence?.location && !row.missing && (
              <button
                type="button"
                onClick={() => onLocate(row.key)}
                aria-label={`Show ${row.label} in the document (page ${row.evidence.location.page})`}
                data-locate-field={row.key}
                className="inline-flex h-5 items-center gap-0.5 rounded-full border border-sky-200 bg-sky-50 px-1.5 font-semibold text-[11px] text-sky-800 hover:bg-sky-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <LocateFixed className="size-3" aria-hidden="true" />
                p. {row.evidence.location.page}
              </button>
            )}
          </dt>
          <dd
            className={cn(
              'mt-0.5 break-words font-medium text-slate-900 text-sm',
              row.missing && 'font-normal text-muted-foreground',
            )}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
