import { SearchX } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** The filters match no lead: say so and offer to clear them. */
export function LeadsNoMatch({ onClear }: { onClear: () => void }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card p-8 text-center">
      <SearchX className="size-8 text-slate-400" aria-hidden="true" />
      <h2 className="font-semibold text-slate-900">No leads match these filters</h2>
      <p className="max-w-md text-muted-foreground text-sm">
        Change or clear the filters to see your other leads.
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  )
}
