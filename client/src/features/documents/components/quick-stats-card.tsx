import { SectionCard } from '@/components/section-card'
import { CardContent } from '@/components/ui/card'
import { useDocuments } from '../api/get-documents'
import { useDashboardParams } from '../hooks/use-dashboard-params'
import { quickStats } from '../lib/document-stats'

/**
 * The sidebar's Quick Stats, counted from the documents the dashboard shows, plus `extraRows`
 * (the lead workspace's counts).
 */
export function QuickStatsCard({ extraRows = [] }: { extraRows?: readonly [string, number][] }) {
  const { zip } = useDashboardParams()
  // The documents tab polls this list while something is analysed; the stats follow its data.
  const documents = useDocuments(zip, { poll: false })
  const stats = quickStats(documents.data?.documents ?? [])
  const rows: [string, number][] = [
    ['Total documents', stats.total],
    ['Processed', stats.processed],
    ['In progress', stats.inProgress],
    ['ZIP codes', stats.zipCodes],
  ]
  if (stats.failed > 0) rows.splice(3, 0, ['Failed', stats.failed])
  rows.push(...extraRows)
  return (
    <SectionCard
      id="quick-stats"
      title="Quick Stats"
      headerClassName="pb-3"
      description={zip !== 'all' ? `ZIP ${zip}` : undefined}
    >
      <CardContent>
        {documents.isPending ? (
          <p className="text-muted-foreground text-sm">Counting your documents...</p>
        ) : (
          <dl className="grid grid-cols-2 gap-3">
            {rows.map(([label, count]) => (
              <div key={label} className="rounded-lg bg-muted/60 px-3 py-2">
                <dt className="text-muted-foreground text-xs">{label}</dt>
                <dd className="font-semibold text-lg text-slate-900 tabular-nums">{count}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </SectionCard>
  )
}
