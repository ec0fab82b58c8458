import { Button } from '@/components/ui/button'
import { useSourceAudits } from '../api/operator-sources'
import { when } from '../lib/source-words'

/** Every fetch decision of the source (allowed, refused by robots.txt or terms, failed), newest first. */
export function SourceAudits({ id }: { id: string }) {
  const audits = useSourceAudits(id)
  const rows = audits.data?.pages.flatMap((page) => page.audits) ?? []
  if (audits.isPending) return <p className="text-muted-foreground text-sm">Loading the audit...</p>
  if (rows.length === 0) {
    return <p className="text-muted-foreground text-sm">Nothing fetched yet: no audit entries.</p>
  }
  return (
    <div className="grid gap-2">
      <ul className="grid divide-y rounded-md border text-sm" data-testid="source-audits">
        {rows.map((audit) => (
          <li key={audit.id} className="grid gap-0.5 px-3 py-2">
            <span className="flex flex-wrap gap-x-3">
              <span className="font-medium">{audit.activity.replaceAll('_', ' ')}</span>
              <span>{audit.status}</span>
              {audit.responseCode !== null && <span>HTTP {audit.responseCode}</span>}
              <span className="text-muted-foreground">{when(audit.performedAt)}</span>
            </span>
            {audit.requestUrl && (
              <span className="wrap-anywhere text-muted-foreground text-xs">
                {audit.requestUrl}
              </span>
            )}
            {audit.reason && <span className="wrap-anywhere text-xs">{audit.reason}</span>}
          </li>
        ))}
      </ul>
      {audits.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={audits.isFetchingNextPage}
          onClick={() => audits.fetchNextPage()}
        >
          Older entries
        </Button>
      )}
    </div>
  )
}
