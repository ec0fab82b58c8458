import { Home, RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { formatDate } from '@/lib/format'
import { useLeadEnrichment, useRequestLeadEnrichment } from '../api/get-lead-enrichment'
import { EquityEstimateCard } from './equity-estimate-card'
import { CensusContextList, PropertyFactsList } from './property-facts-list'

interface PropertyEnrichmentPanelProps {
  leadId: string
  /**
   * The property photo, composed in app/ by the images feature (`<LeadPhoto leadId=... />`);
   * this panel only gives it its place above the facts.
   */
  photo?: ReactNode
}

/**
 * The lead's property (docs/decisions/0035): the equity estimate with its inputs, the
 * assessor's facts and the census tract around it, polled while the lookup is pending.
 * Sample enrichment of a sample record is labelled sample.
 */
export function PropertyEnrichmentPanel({ leadId, photo }: PropertyEnrichmentPanelProps) {
  const query = useLeadEnrichment(leadId)
  const refresh = useRequestLeadEnrichment(leadId)
  const data = query.data
  return (
    <section aria-labelledby={`property-${leadId}`} className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id={`property-${leadId}`}
          className="flex items-center gap-1.5 font-semibold text-slate-900 text-sm"
        >
          <Home className="size-4" aria-hidden="true" />
          Property
          {data?.isSample && (
            <span className="font-normal text-violet-700 text-xs">Sample data</span>
          )}
        </h3>
        {data && data.status !== 'pending' && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={refresh.isPending}
            onClick={() => refresh.mutate()}
          >
            <RefreshCw className="size-3.5" aria-hidden="true" />
            {data.status === 'not_requested' ? 'Look up property' : 'Refresh'}
          </Button>
        )}
      </div>

      {photo && <div data-slot="lead-photo">{photo}</div>}

      {query.isPending && <p className="text-muted-foreground text-sm">Loading property data…</p>}
      {query.isError && <p className="text-red-700 text-sm">Property data could not be loaded.</p>}
      {data?.status === 'pending' && (
        <p className="text-muted-foreground text-sm" role="status">
          Looking the property up at the county assessor and the Census Bureau…
        </p>
      )}
      {data?.status === 'not_requested' && (
        <p className="text-muted-foreground text-sm">
          No property data has been looked up for this lead yet.
        </p>
      )}
      {data?.failureReason && (
        <p
          className={`text-sm ${data.status === 'failed' ? 'text-red-700' : 'text-muted-foreground'}`}
        >
          {data.status === 'failed' ? 'The lookup failed. ' : 'Partly found. '}
          {data.failureReason}
        </p>
      )}
      {data && data.status !== 'pending' && (
        <EquityEstimateCard equity={data.equity} sample={data.isSample} />
      )}
      {data?.assessor && <PropertyFactsList facts={data.assessor} />}
      {data?.census && <CensusContextList census={data.census} />}
      {data?.lastEnriched && (
        <p className="text-muted-foreground text-xs">
          Looked up {formatDate(data.lastEnriched)}
          {data.refreshDue ? ' · due for a refresh' : ''}
        </p>
      )}
    </section>
  )
}
