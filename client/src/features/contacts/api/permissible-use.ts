import { contactsEndpoints } from '@common/api/endpoints/contacts'
import { PERMISSIBLE_USE } from '@common/contracts/contacts'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { useCacheWritingMutation } from '@/lib/mutations'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/contacts/permissible-use: the statement and whether the user accepted it. */
export function usePermissibleUse(enabled = true) {
  return useQuery({
    queryKey: queryKeys.permissibleUse,
    queryFn: () => call(contactsEndpoints.permissibleUse),
    enabled,
  })
}

/** POST /api/contacts/permissible-use: accepts the current statement (stored with the time). */
function acceptPermissibleUse() {
  return call(contactsEndpoints.acceptPermissibleUse, {
    body: { version: PERMISSIBLE_USE.version, accept: true },
  })
}

export function useAcceptPermissibleUse() {
  return useCacheWritingMutation(acceptPermissibleUse, (queryClient, view) =>
    queryClient.setQueryData(queryKeys.permissibleUse, view),
  )
}
