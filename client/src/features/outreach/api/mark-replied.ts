import { outreachEndpoints } from '@common/api/endpoints/outreach'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** PATCH /api/outreach/:id (0040): the homeowner replied (or the mark is taken back). */
export function markReplied(input: { id: string; replied: boolean }) {
  return call(outreachEndpoints.markReplied, {
    params: { id: input.id },
    body: { replied: input.replied },
  })
}

export function useMarkReplied() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markReplied,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.outreach.all }),
  })
}
