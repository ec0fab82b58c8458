import { contactsEndpoints } from '@common/api/endpoints/contacts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { useCacheWritingMutation } from '@/lib/mutations'
import { queryKeys } from '@/lib/query-keys'

const ACTIVE = new Set(['queued', 'running'])

/** POST /api/leads/skip-trace { leadIds }: starts a batch trace job. */
function startBatchTrace(leadIds: string[]) {
  return call(contactsEndpoints.startBatchTrace, { body: { leadIds } })
}

export function useStartBatchTrace() {
  return useCacheWritingMutation(startBatchTrace, (queryClient, batch) =>
    queryClient.setQueryData(queryKeys.batchTrace(batch.id), batch),
  )
}

/** GET /api/leads/skip-trace/:id, read every 2 s while the batch is queued or running. */
export function useBatchTrace(batchId: string | null) {
  return useQuery({
    queryKey: queryKeys.batchTrace(batchId ?? 'none'),
    queryFn: () => call(contactsEndpoints.batchTrace, { params: { batchId: batchId ?? 'none' } }),
    enabled: batchId !== null,
    staleTime: 0,
    refetchInterval: (query) => (ACTIVE.has(query.state.data?.status ?? 'queued') ? 2000 : false),
  })
}

/** POST /api/leads/skip-trace/:id/cancel: the job stops before its next lead. */
export function useCancelBatchTrace() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (batchId: string) =>
      call(contactsEndpoints.cancelBatchTrace, { params: { batchId } }),
    onSuccess: (batch) => queryClient.setQueryData(queryKeys.batchTrace(batch.id), batch),
  })
}
