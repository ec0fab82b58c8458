import type { DocumentView } from '@common/contracts/documents'
import { Lock, LockOpen } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useUpgradeModal } from '@/components/upgrade/upgrade-modal-context'
import { formatDate, formatMoney } from '@/lib/format'

/**
 * A public record the trial kept hidden when it was found: what was sent (type, place, date,
 * amount) and, instead of the address, defendant, case number and document, the subscription
 * they need, as the public-records screen's masked card says it.
 */
export function LimitedAccessPanel({ document }: { document: DocumentView }) {
  const { openUpgradeModal } = useUpgradeModal()
  return (
    <section
      aria-labelledby="limited-access-heading"
      className="grid gap-3 rounded-lg border border-slate-300 bg-slate-100 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id="limited-access-heading"
          className="flex items-center gap-2 font-medium text-slate-700 text-sm"
        >
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          Limited Access: Full details available with subscription
        </h3>
        <Button type="button" size="sm" className="h-8" onClick={openUpgradeModal}>
          <LockOpen aria-hidden="true" />
          Unlock
        </Button>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground text-xs">Document type</dt>
          <dd className="font-medium">{document.documentTypeCategory ?? 'N/A'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Filing date</dt>
          <dd className="font-medium">{formatDate(document.filingDate)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Loan amount</dt>
          <dd className="font-medium">{formatMoney(document.loanAmount) ?? 'N/A'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Property, defendant, case number</dt>
          <dd className="font-medium text-muted-foreground italic">Subscription Required</dd>
        </div>
      </dl>
    </section>
  )
}
