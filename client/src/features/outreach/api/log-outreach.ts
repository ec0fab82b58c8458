import type { CreateOutreachRequest, OutreachRecordView } from '@common/contracts/outreach'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** POST /api/outreach: logs a message the user copied or marked as sent. */
export async function logOutreach(input: CreateOutreachRequest): Promise<OutreachRecordView> {
  const response = await apiRequest('POST', '/api/outreach', input)
  return (await response.json()) as OutreachRecordView
}

export function useLogOutreach() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logOutreach,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.outreach.all }),
  })
}
