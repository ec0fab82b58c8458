import type { DocumentView, EvidenceField } from '@common/contracts/documents'
import type { CorrectionField } from '@common/field-corrections'
import { LocateFixed, Pencil } from 'lucide-react'
import { cn } from '@/lib/utils'
import type { CorrectionDraft } from '../lib/correction-form'
import { documentFieldRows } from '../lib/document-fields'
import type { PageSelection } from '../lib/pdf-selection'
import { CorrectionForm } from './correction-form'
import { correctedByLine, FieldStatusChip } from './field-status-chip'
import { NamedParties } from './named-parties'

/** What a correctable document's panel is given to correct its fields in place. */
export interface FieldCorrections {
  /** The correction being written, if any (one at a time). */
  draft: CorrectionDraft<PageSelection> | null
  /** Opens the form of `field` with what it shows now. */
  onStart: (field: CorrectionField) => void
  onDone: () => void
  onCancel: () => void
}

/**
 * The fields the AI extracted from a processed document. A value read below the check-this
 * threshold is not shown as a fact: it is framed as "Check this", with the text it was read from
 * on hover or focus; a corrected value is a fact with who corrected it and when. With
 * `onLocate`, a field whose place on the page is known has a button that shows it in the viewer;
 * with `corrections`, each correctable field has a "Correct" button and its form. Below them,
 * the parties the document names by role, when it names more than a plaintiff and owners.
 */
export function ExtractedFields({
  document,
  onLocate,
  corrections,
}: {
  document: DocumentView
  onLocate?: (field: EvidenceField) => void
  corrections?: FieldCorrections
}) {
  const rows = documentFieldRows(document)
  return (
    <div>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {rows.map((row) => {
          const editing = corrections?.draft && corrections.draft.field === row.correctable
          const correction = row.evidence?.origin === 'correction' ? row.evidence.correction : null
          return (
            <div key={row.key} className="min-w-0" data-field={row.key}>
              <dt className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
                {row.label}
                {row.evidence && !row.missing && (
                  <FieldStatusChip evidence={row.evidence} field={row.label} check={row.check} />
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
                {corrections && row.correctable && !editing && (
                  <button
                    type="button"
                    onClick={() => row.correctable && corrections.onStart(row.correctable)}
                    aria-label={`Correct ${row.label}`}
                    className="inline-flex h-5 items-center gap-0.5 rounded-full border border-slate-200 bg-white px-1.5 font-semibold text-[11px] text-slate-700 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <Pencil className="size-3" aria-hidden="true" />
                    Correct
                  </button>
                )}
              </dt>
              <dd
                className={cn(
                  'mt-0.5 wrap-anywhere font-medium text-slate-900 text-sm',
                  row.missing && 'font-normal text-muted-foreground',
                  row.check &&
                    'rounded-md border border-amber-400 border-dashed bg-amber-50 px-1.5 py-0.5 font-normal text-amber-950 italic',
                )}
              >
                {row.check && <span className="sr-only">Check this, not confirmed: </span>}
                {row.value}
                {correction && (
                  <span className="mt-0.5 block font-normal text-emerald-800 text-xs not-italic">
                    {correctedByLine(correction)}
                  </span>
                )}
              </dd>
              {editing && corrections?.draft && (
                <CorrectionForm
                  key={`${corrections.draft.field}:${corrections.draft.value}`}
                  documentId={document.id}
                  draft={corrections.draft}
                  onDone={corrections.onDone}
                  onCancel={corrections.onCancel}
                />
              )}
            </div>
          )
        })}
      </dl>
      <NamedParties document={document} />
    </div>
  )
}
