import { CircleCheck, FileText } from 'lucide-react'

const EXTRACTED_FIELDS = [
  'Defendant name',
  'Property address',
  'Case number',
  'Loan amount',
  'Filing date',
  'Court',
] as const

/**
 * The hero's illustration: the fields AI extraction reads from a foreclosure filing. Values are
 * drawn as grey bars on purpose, so the page shows what the product does without made-up data.
 */
export function ExtractionPreview() {
  return (
    <figure className="relative mx-auto w-full max-w-md">
      <div
        aria-hidden="true"
        className="-inset-4 absolute rounded-3xl bg-gradient-to-tr from-blue-200/60 via-indigo-100/40 to-amber-100/60 blur-2xl"
      />
      <div className="relative rounded-2xl border bg-background p-6 shadow-xl">
        <div className="flex items-center gap-3 border-b pb-4">
          <span className="flex size-10 items-center justify-center rounded-lg bg-red-50 text-red-600">
            <FileText className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="font-semibold text-sm">Foreclosure filing (PDF)</p>
            <p className="text-muted-foreground text-xs">Text layer and OCR for scanned pages</p>
          </div>
        </div>
        <ul className="mt-4 space-y-3">
          {EXTRACTED_FIELDS.map((field, index) => (
            <li key={field} className="flex items-center gap-3">
              <CircleCheck className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              <span className="w-32 shrink-0 text-sm">{field}</span>
              <span
                aria-hidden="true"
                className={`h-2.5 rounded-full bg-slate-200 ${index % 2 === 0 ? 'w-full' : 'w-2/3'}`}
              />
            </li>
          ))}
        </ul>
      </div>
      <figcaption className="relative mt-4 text-center text-muted-foreground text-sm">
        The details AI extraction pulls from every filing you upload.
      </figcaption>
    </figure>
  )
}
