import { BookmarkPlus, LoaderCircle } from 'lucide-react'
import { Button } from '@/components/ui/button'

interface KeepToolbarProps {
  selectedCount: number
  /** Readable results not kept yet (what 'Keep All' would add). */
  keepableLeft: number
  /** Which keep is on its way, if any. */
  pending: 'selected' | 'all' | 'one' | null
  onKeepSelected: () => void
  onKeepAll: () => void
}

/**
 * Keeping several results at once: the ticked ones, or all of the search (what the plan shows;
 * hidden results are skipped and the toast says how many).
 */
export function KeepToolbar(props: KeepToolbarProps) {
  const { selectedCount, keepableLeft, pending } = props
  const busy = pending !== null
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl border bg-card px-3 py-2 shadow-sm">
      <p className="mr-auto text-muted-foreground text-sm">
        {selectedCount > 0
          ? `${selectedCount} selected`
          : 'Tick results to keep them as leads, or keep them all.'}
      </p>
      <Button
        size="sm"
        variant="outline"
        onClick={props.onKeepSelected}
        disabled={busy || selectedCount === 0}
      >
        {pending === 'selected' ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <BookmarkPlus aria-hidden="true" />
        )}
        {pending === 'selected' ? 'Keeping...' : `Keep Selected (${selectedCount})`}
      </Button>
      <Button size="sm" onClick={props.onKeepAll} disabled={busy || keepableLeft === 0}>
        {pending === 'all' ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <BookmarkPlus aria-hidden="true" />
        )}
        {pending === 'all' ? 'Keeping...' : 'Keep All as Leads'}
      </Button>
    </div>
  )
}
