import type { SaleStatus } from '@common/enums'
import { CalendarClock, CalendarX, Gavel, PauseCircle } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { SALE_STATUS_LABELS, saleIsOver } from '@/lib/sale-status'
import { cn } from '@/lib/utils'

const ICONS: Record<SaleStatus, typeof Gavel> = {
  scheduled: CalendarClock,
  postponed: CalendarClock,
  stayed: PauseCircle,
  cancelled: CalendarX,
  sold: Gavel,
}

/**
 * Where the filing's sale stands, when the source says: 'Sale cancelled' stands out. The records'
 * result cards and the leads' rows, detail and board cards show it.
 */
export function SaleStatusBadge({ status }: { status: SaleStatus }) {
  const Icon = ICONS[status]
  return (
    <Badge
      variant="outline"
      className={cn(
        saleIsOver(status)
          ? 'border-rose-300 bg-rose-50 text-rose-800'
          : 'border-sky-200 bg-sky-50 text-sky-800',
      )}
    >
      <Icon aria-hidden="true" />
      {SALE_STATUS_LABELS[status]}
    </Badge>
  )
}
