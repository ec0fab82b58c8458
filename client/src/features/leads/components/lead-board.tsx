import type { LeadFacetsResponse, LeadView } from '@common/contracts/leads'
import { LEAD_STATUSES, type LeadStatus } from '@common/enums'
import {
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { CaseStageLine } from '@/components/case-stage-line'
import { StaleBadge } from '@/components/record-provenance'
import { SaleStatusBadge } from '@/components/sale-status-badge'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { useLeadsList } from '../api/get-leads'
import { useUpdateLead } from '../api/update-lead'
import type { LeadFilters } from '../lib/lead-filters'
import { leadSummary, leadTitle, STATUS_LABELS } from '../lib/lead-labels'
import { UrgencyBadge } from './urgency-badge'

/** Cards a column shows at first; 'Show more' reads the next page. */
const COLUMN_PAGE = 50

/** A column's width and the gap after it (w-64, gap-3): one arrow press moves one column. */
const COLUMN_STEP = 256 + 12

/** Arrow keys move a picked-up card a whole column left or right, or a card's height. */
const byColumn: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const moves: Record<string, [number, number]> = {
    ArrowRight: [COLUMN_STEP, 0],
    ArrowLeft: [-COLUMN_STEP, 0],
    ArrowDown: [0, 48],
    ArrowUp: [0, -48],
  }
  const move = moves[event.code]
  if (!move) return undefined
  event.preventDefault()
  return { x: currentCoordinates.x + move[0], y: currentCoordinates.y + move[1] }
}

interface LeadBoardProps {
  filters: LeadFilters
  byStatus: LeadFacetsResponse['byStatus'] | undefined
  onOpen: (lead: LeadView) => void
}

function BoardCard({ lead, onOpen }: { lead: LeadView; onOpen: () => void }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: lead.id,
    data: { lead },
  })
  const title = leadTitle(lead)
  return (
    <li
      ref={setNodeRef}
      style={
        transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined
      }
      className={cn('touch-none', isDragging && 'relative z-10 opacity-80')}
    >
      <div className="grid gap-1 rounded-lg border bg-card p-2.5 shadow-sm">
        <div className="flex items-start gap-1.5">
          <button
            type="button"
            {...listeners}
            {...attributes}
            aria-label={`Move ${title}`}
            aria-roledescription="Draggable lead card: press space to pick up, arrows to move, space to drop"
            className="min-w-0 flex-1 wrap-anywhere cursor-grab text-left font-medium text-slate-900 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {title}
          </button>
          {lead.urgency && <UrgencyBadge urgency={lead.urgency} className="mt-0.5" />}
        </div>
        <p className="truncate text-muted-foreground text-xs">{leadSummary(lead)}</p>
        {lead.saleStatus && lead.saleStatus !== 'scheduled' && (
          <span className="justify-self-start">
            <SaleStatusBadge status={lead.saleStatus} />
          </span>
        )}
        <CaseStageLine
          stage={lead.stage ?? null}
          nextSaleDate={lead.nextSaleDate ?? null}
          compact
        />
        {lead.provenance?.stale && (
          <span className="justify-self-start">
            <StaleBadge
              lastCheckedAt={lead.provenance.lastCheckedAt}
              checkEveryHours={lead.provenance.checkEveryHours}
              compact
            />
          </span>
        )}
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto justify-self-start p-0 text-xs"
          onClick={onOpen}
        >
          Open
        </Button>
      </div>
    </li>
  )
}

function BoardColumn(props: {
  status: LeadStatus
  count: number | undefined
  leads: LeadView[]
  hasMore: boolean
  onMore: () => void
  onOpen: (lead: LeadView) => void
}) {
  const { setNodeRef, isOver } = useDroppable({ id: props.status })
  const headingId = `board-${props.status}`
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-status={props.status}
      className={cn(
        'grid w-64 shrink-0 content-start gap-2 rounded-xl border bg-muted/50 p-2',
        isOver && 'border-primary bg-secondary',
      )}
    >
      <h3 id={headingId} className="flex items-center justify-between px-1 font-semibold text-sm">
        {STATUS_LABELS[props.status]}
        <span className="font-normal text-muted-foreground text-xs tabular-nums">
          {props.count ?? props.leads.length}
        </span>
      </h3>
      <ul className="grid min-h-16 gap-2">
        {props.leads.map((lead) => (
          <BoardCard key={lead.id} lead={lead} onOpen={() => props.onOpen(lead)} />
        ))}
      </ul>
      {props.hasMore && (
        <Button type="button" variant="ghost" size="sm" onClick={props.onMore}>
          Show more
        </Button>
      )}
    </section>
  )
}

/** One column's leads: the first page of this status under the filters, then more on demand. */
function useColumn(filters: LeadFilters, status: LeadStatus) {
  return useLeadsList({ ...filters, status: [status] }, { grouping: 'none', limit: COLUMN_PAGE })
}

/**
 * The pipeline as a board: a column per status, a card per lead, dragged (pointer, touch or
 * keyboard) to another column to move it there. A moved card lands at once (optimistic) and goes
 * back with a toast if the server refuses the move.
 */
export function LeadBoard({ filters, byStatus, onOpen }: LeadBoardProps) {
  const wanted = filters.status.length ? filters.status : LEAD_STATUSES
  // One query per column, each called here (hooks may not run in a loop).
  const queries: Record<LeadStatus, ReturnType<typeof useColumn>> = {
    new: useColumn(filters, 'new'),
    researching: useColumn(filters, 'researching'),
    contacted: useColumn(filters, 'contacted'),
    negotiating: useColumn(filters, 'negotiating'),
    under_contract: useColumn(filters, 'under_contract'),
    won: useColumn(filters, 'won'),
    dead: useColumn(filters, 'dead'),
  }
  const columns = LEAD_STATUSES.map((status) => ({ status, query: queries[status] }))
  const update = useUpdateLead()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: byColumn }),
  )
  // A card sits in the column of its status as the cache has it, so a move shows at once.
  const all = new Map<string, LeadView>()
  for (const { query } of columns) {
    for (const page of query.data?.pages ?? [])
      for (const lead of page.leads) all.set(lead.id, lead)
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const lead = all.get(String(active.id))
    const status = over?.id as LeadStatus | undefined
    if (!lead || !status || status === lead.status) return
    update.mutate({ id: lead.id, patch: { status } })
  }
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <section aria-label="Pipeline board" className="flex gap-3 overflow-x-auto pb-3">
        {columns
          .filter(({ status }) => wanted.includes(status))
          .map(({ status, query }) => (
            <BoardColumn
              key={status}
              status={status}
              count={byStatus?.[status]}
              leads={[...all.values()].filter((lead) => lead.status === status)}
              hasMore={Boolean(query.hasNextPage)}
              onMore={() => void query.fetchNextPage()}
              onOpen={onOpen}
            />
          ))}
      </section>
    </DndContext>
  )
}
