import type { OperatorSource } from '@common/contracts/operator'
import { PendingButton } from '@/components/ui/pending-button'
import { toast } from '@/hooks/use-toast'
import { apiErrorMessage } from '@/lib/api'
import {
  useDisableSource,
  useEnableSource,
  useReviewSource,
  useRunSource,
} from '../api/operator-sources'

function refusedToast(error: unknown) {
  toast({
    title: 'Not Done',
    description: apiErrorMessage(error) ?? 'The source could not be changed. Try again.',
    variant: 'destructive',
  })
}

/**
 * What can be done with a source now: accept its shipped review, enable it, run it, disable it.
 * A source the catalogue cannot run has no action; one without a shipped review is reviewed on
 * its own page, where the operator writes what they read.
 */
export function SourceActions({ source }: { source: OperatorSource }) {
  const review = useReviewSource()
  const enable = useEnableSource()
  const disable = useDisableSource()
  const run = useRunSource()
  const name = source.name
  const done = (description: string) => toast({ title: 'Done', description })
  const common = { size: 'sm' as const, type: 'button' as const }
  return (
    <div className="flex flex-wrap gap-2">
      {source.status === 'not_reviewed' && source.shippedReviewEnables && (
        <PendingButton
          {...common}
          variant="outline"
          pending={review.isPending}
          onClick={() =>
            review.mutate(
              { id: source.id, notes: '' },
              { onSuccess: () => done(`${name}: review accepted.`), onError: refusedToast },
            )
          }
        >
          Accept review
        </PendingButton>
      )}
      {source.status === 'reviewed' && (
        <PendingButton
          {...common}
          pending={enable.isPending}
          onClick={() =>
            enable.mutate(source.id, {
              onSuccess: () => done(`${name} is enabled and runs on its schedule.`),
              onError: refusedToast,
            })
          }
        >
          Enable
        </PendingButton>
      )}
      {source.status === 'enabled' && (
        <>
          <PendingButton
            {...common}
            pending={run.isPending}
            disabled={source.health.running}
            onClick={() =>
              run.mutate(source.id, {
                onSuccess: (reply) => done(reply.message),
                onError: refusedToast,
              })
            }
          >
            Run now
          </PendingButton>
          <PendingButton
            {...common}
            variant="outline"
            pending={disable.isPending}
            onClick={() =>
              disable.mutate(source.id, {
                onSuccess: () => done(`${name} is disabled: no more scheduled runs.`),
                onError: refusedToast,
              })
            }
          >
            Disable
          </PendingButton>
        </>
      )}
    </div>
  )
}
