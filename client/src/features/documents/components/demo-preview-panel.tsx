import type { DocumentView } from '@common/contracts/documents'
import { FileSearch } from 'lucide-react'
import { formatDate, formatMoney } from '@/lib/format'

/**
 * What stands in for a document that cannot be opened here (its link is missing, not available,
 * or on a court, clerk or municipal site): a mock-up of a filing built only from the record's
 * fields, labelled 'Demo Preview' so it is never mistaken for the real document.
 */
export function DemoPreviewPanel({ document }: { document: DocumentView }) {
  const rows: [string, string][] = [
    ['Case No.', document.caseNumber ?? 'N/A'],
    ['Court', document.court ?? 'N/A'],
    ['Defendant', document.defendantName ?? 'N/A'],
    ['Property', document.propertyAddress ?? 'N/A'],
    ['Amount', formatMoney(document.loanAmount) ?? 'N/A'],
    ['Filed', formatDate(document.filingDate)],
  ]
  return (
    <figure
      aria-labelledby="demo-preview-caption"
      className="overflow-hidden rounded-lg border border-dashed border-amber-300 bg-amber-50/40"
    >
      <figcaption
        id="demo-preview-caption"
        className="flex flex-wrap items-center gap-2 border-amber-200 border-b bg-amber-50 px-4 py-2 text-amber-900 text-sm"
      >
        <FileSearch className="size-4 shrink-0" aria-hidden="true" />
        <span className="font-semibold">Demo Preview</span>
        <span className="text-amber-800">
          Built from the record's fields. This is not the filed document.
        </span>
      </figcaption>
      <div className="mx-auto my-4 grid max-w-md gap-3 rounded-sm border bg-white px-6 py-5 font-serif text-slate-800 shadow-sm">
        <p className="text-center font-semibold text-sm uppercase tracking-wide">
          {document.documentTypeCategory ?? 'Foreclosure filing'}
        </p>
        <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1.5 text-xs">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className="wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </figure>
  )
}
