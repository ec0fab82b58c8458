import type { LeadView } from '@common/contracts/leads'
import { useVirtualizer } from '@tanstack/react-virtual'
import { LoaderCircle, MapPin } from 'lucide-react'
import { useEffect, useMemo, useRef } from 'react'
import { type LeadListRow, leadListRows, zipLabel } from '../lib/lead-rows'
import { LeadRow } from './lead-row'

interface LeadListProps {
  leads: readonly LeadView[]
  /** Leads per ZIP under the filters (the headings' counts); null until known. */
  zipCounts: ReadonlyMap<string | null, number> | null
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
  selectedId: string | null
  onSelect: (lead: LeadView) => void
  checkedIds: ReadonlySet<string>
  onCheck: (lead: LeadView, checked: boolean) => void
}

const leadsNoun = (count: number) => (count === 1 ? 'lead' : 'leads')

function ZipHeading({ row }: { row: Extract<LeadListRow, { kind: 'zip' }> }) {
  const id = `leads-${row.zipCode ?? 'no-zip'}`
  return (
    <div className="flex items-center gap-2 border-b bg-muted/40 pt-3 pb-1.5">
      <MapPin className="size-4 text-primary" aria-hidden="true" />
      <h3 id={id} className="font-semibold text-sm">
        {zipLabel(row.zipCode)}
      </h3>
      {row.count !== null && (
        <span className="ml-auto text-muted-foreground text-xs">
          {row.count} {leadsNoun(row.count)}
        </span>
      )}
    </div>
  )
}

/**
 * The leads grouped by ZIP, numbered from 1, in a virtualised scroller: only the rows in view
 * (and a few around them) are in the page, so 10,000 leads scroll as smoothly as 10; the next
 * page is fetched when the end comes into view.
 */
export function LeadList(props: LeadListProps) {
  const { leads, zipCounts, hasMore, loadingMore, onLoadMore } = props
  const scroller = useRef<HTMLDivElement>(null)
  const rows = useMemo(() => leadListRows(leads, zipCounts, hasMore), [leads, zipCounts, hasMore])
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (rows[index]?.kind === 'lead' ? 92 : 40),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
  })
  const items = virtualizer.getVirtualItems()
  const lastIndex = items.at(-1)?.index ?? 0

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= rows.length - 6) onLoadMore()
  }, [hasMore, loadingMore, lastIndex, rows.length, onLoadMore])

  return (
    <nav aria-label="Leads by ZIP code" className="min-w-0">
      <div
        ref={scroller}
        data-testid="lead-list-scroller"
        className="max-h-[70vh] overflow-y-auto overscroll-contain rounded-lg xl:max-h-[calc(100vh-14rem)]"
      >
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const row = rows[item.index]
            if (!row) return null
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="absolute top-0 left-0 w-full pb-2"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {row.kind === 'zip' && <ZipHeading row={row} />}
                {row.kind === 'lead' && (
                  <LeadRow
                    lead={row.lead}
                    number={row.number}
                    selected={row.lead.id === props.selectedId}
                    checked={props.checkedIds.has(row.lead.id)}
                    onSelect={() => props.onSelect(row.lead)}
                    onCheck={(checked) => props.onCheck(row.lead, checked)}
                  />
                )}
                {row.kind === 'more' && (
                  <p
                    role="status"
                    className="flex items-center gap-2 p-3 text-muted-foreground text-sm"
                  >
                    <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
                    Loading more leads...
                  </p>
                )}
              </div>
            )
          })}
        </div>
      </div>
    </nav>
  )
}
