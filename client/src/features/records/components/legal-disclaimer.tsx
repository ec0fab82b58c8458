import { Info } from 'lucide-react'

/** Spec section 2: the records are public, their accuracy is not guaranteed, information only. */
export function LegalDisclaimer() {
  return (
    <aside
      aria-label="Legal disclaimer"
      className="flex gap-2.5 rounded-lg border border-slate-200 bg-slate-50 p-3 text-slate-600 text-xs leading-relaxed"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <p>
        <span className="font-semibold text-slate-700">Legal disclaimer: </span>
        These records come from public sources. We do not guarantee their accuracy or completeness.
        They are provided for information only and are not legal advice.
      </p>
    </aside>
  )
}
