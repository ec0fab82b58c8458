import { FileUp, LoaderCircle, Search } from 'lucide-react'
import { LinkButton } from '@/components/link-button'
import { Button } from '@/components/ui/button'

/** While the first list loads: a spinner the screen reader announces. */
export function DocumentsLoading() {
  return (
    <p role="status" className="flex items-center gap-2 p-6 text-muted-foreground text-sm">
      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      Loading your documents...
    </p>
  )
}

/** The list could not be read: say so and offer to try again. */
export function DocumentsError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-xl border bg-card p-6">
      <p className="font-medium text-slate-900">Your documents could not be loaded.</p>
      <p className="text-muted-foreground text-sm">Check your connection and try again.</p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  )
}

/** No documents at all: the two ways to get some. */
export function DocumentsEmpty() {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card p-8 text-center">
      <FileUp className="size-8 text-slate-400" aria-hidden="true" />
      <h2 className="font-semibold text-slate-900">No documents yet</h2>
      <p className="max-w-md text-muted-foreground text-sm">
        Upload a foreclosure PDF above and the AI will extract the defendant, property address, case
        number and loan amount. Or find filings in the public records.
      </p>
      <LinkButton to="/public-records" variant="outline" size="sm">
        <Search aria-hidden="true" />
        Search Public Records
      </LinkButton>
    </div>
  )
}

/** The ZIP filter matches nothing: name it and offer every document again. */
export function DocumentsEmptyForZip({ zip, onShowAll }: { zip: string; onShowAll: () => void }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card p-8 text-center">
      <h2 className="font-semibold text-slate-900">No documents in ZIP {zip}</h2>
      <p className="max-w-md text-muted-foreground text-sm">
        Upload one with this ZIP code above, or look at all your documents.
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onShowAll}>
        Show all ZIP codes
      </Button>
    </div>
  )
}
