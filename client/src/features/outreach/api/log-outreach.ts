import { outreachEndpoints } from '@common/api/endpoints/outreach'
import type { CreateOutreachRequest } from '@common/contracts/outreach'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** POST /api/outreach: logs a message the user copied or marked as sent. */
export function logOutreach(input: CreateOutreachRequest) {
  return call(outreachEndpoints.log, { body: input })
}

export function useLogOutreach() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logOutreach,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.outreach.all }),
  })
}
