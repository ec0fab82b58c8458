import type { OutreachRecordView } from '@common/contracts/outreach'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** PATCH /api/outreach/:id (0040): the homeowner replied (or the mark is taken back). */
export async function markReplied(input: {
  id: string
  replied: boolean
}): Promise<OutreachRecordView> {
  const response = await apiRequest('PATCH', `/api/outreach/${input.id}`, {
    replied: input.replied,
  })
  return (await response.json()) as OutreachRecordView
}

export function useMarkReplied() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markReplied,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.outreach.all }),
  })
}
