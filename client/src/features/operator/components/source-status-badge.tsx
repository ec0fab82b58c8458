import type { OperatorSourceStatus } from '@common/contracts/operator'
import { Badge } from '@/components/ui/badge'
import { STATUS_LABELS } from '../lib/source-words'

const VARIANTS: Record<OperatorSourceStatus, 'default' | 'secondary' | 'outline'> = {
  enabled: 'default',
  reviewed: 'secondary',
  not_reviewed: 'outline',
  licensed_feed_required: 'outline',
  not_runnable: 'outline',
}

export function SourceStatusBadge({ status }: { status: OperatorSourceStatus }) {
  return <Badge variant={VARIANTS[status]}>{STATUS_LABELS[status]}</Badge>
}
