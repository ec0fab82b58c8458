import { Ban, LoaderCircle } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'
import { toast } from '@/hooks/use-toast'
import { useBatchTrace, useCancelBatchTrace } from '../api/batch-trace'
import { traceErrorToast } from '../lib/contacts-toast'

const ENDINGS: Record<string, string> = {
  completed: 'Batch trace finished.',
  cancelled: 'Batch trace cancelled. The leads traced so far keep their contacts.',
  limit_reached: 'Stopped: this month\u2019s skip traces are used.',
  failed: 'Stopped.',
}

/** A running batch trace: its progress (read every 2 s), counts, and Cancel. */
export function BatchTraceProgress({ batchId }: { batchId: string }) {
  const batch = useBatchTrace(batchId)
  const cancel = useCancelBatchTrace()
  const data = batch.data
  if (!data) return null
  const active = data.status === 'queued' || data.status === 'running'
  return (
    <div role="status" className="grid gap-2 rounded-lg border bg-background p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2 font-medium">
          {active && (
            <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
          )}
          {active
            ? `Tracing ${data.processed} of ${data.total} leads...`
            : `${ENDINGS[data.status] ?? ''} ${data.processed} of ${data.total} leads traced.`}
        </span>
        {active && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={data.cancelRequested || cancel.isPending}
            onClick={() =>
              cancel.mutate(batchId, { onError: (error) => toast(traceErrorToast(error)) })
            }
          >
            <Ban aria-hidden="true" />
            {data.cancelRequested ? 'Cancelling...' : 'Cancel'}
          </Button>
        )}
      </div>
      <Progress value={data.total ? data.processed / data.total : 0} label="Batch trace progress" />
      <p className="text-muted-foreground text-xs">
        {data.matched} found · {data.unmatched} no match · {data.failed} could not be traced ·{' '}
        {data.charged} skip traces used
      </p>
      {data.message && <p className="text-muted-foreground text-xs">{data.message}</p>}
    </div>
  )
}
