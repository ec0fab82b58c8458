import { outreachEndpoints } from '@common/api/endpoints/outreach'
import type { SenderIdentityRequest } from '@common/contracts/sender-identity'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

function fetchSenderIdentity() {
  return call(outreachEndpoints.senderIdentity)
}

/** PUT /api/settings/sender. */
function saveSenderIdentity(input: SenderIdentityRequest) {
  return call(outreachEndpoints.saveSenderIdentity, { body: input })
}

export function useSenderIdentity() {
  return useQuery({ queryKey: queryKeys.senderIdentity, queryFn: fetchSenderIdentity })
}

export function useSaveSenderIdentity() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveSenderIdentity,
    onSuccess: (sender) => {
      queryClient.setQueryData(queryKeys.senderIdentity, { sender })
      return queryClient.invalidateQueries({ queryKey: queryKeys.outreachContext.all })
    },
  })
}
