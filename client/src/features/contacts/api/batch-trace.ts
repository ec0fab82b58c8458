import type { SkipTraceBatchView } from '@common/contracts/contacts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

const ACTIVE = new Set(['queued', 'running'])

/** POST /api/leads/skip-trace { leadIds }: starts a batch trace job. */
export async function startBatchTrace(leadIds: string[]): Promise<SkipTraceBatchView> {
  const response = await apiRequest('POST', '/api/leads/skip-trace', { leadIds })
  return (await response.json()) as SkipTraceBatchView
}

export function useStartBatchTrace() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: startBatchTrace,
    onSuccess: (batch) => queryClient.setQueryData(queryKeys.batchTrace(batch.id), batch),
  })
}

/** GET /api/leads/skip-trace/:id, read every 2 s while the batch is queued or running. */
export function useBatchTrace(batchId: string | null) {
  return useQuery<SkipTraceBatchView>({
    queryKey: queryKeys.batchTrace(batchId ?? 'none'),
    enabled: batchId !== null,
    staleTime: 0,
    refetchInterval: (query) => (ACTIVE.has(query.state.data?.status ?? 'queued') ? 2000 : false),
  })
}

/** POST /api/leads/skip-trace/:id/cancel: the job stops before its next lead. */
export function useCancelBatchTrace() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (batchId: string) => {
      const response = await apiRequest(
        'POST',
        `/api/leads/skip-trace/${encodeURIComponent(batchId)}/cancel`,
      )
      return (await response.json()) as SkipTraceBatchView
    },
    onSuccess: (batch) => queryClient.setQueryData(queryKeys.batchTrace(batch.id), batch),
  })
}
