import { PERMISSIBLE_USE, type PermissibleUseView } from '@common/contracts/contacts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/contacts/permissible-use: the statement and whether the user accepted it. */
export function usePermissibleUse(enabled = true) {
  return useQuery<PermissibleUseView>({ queryKey: queryKeys.permissibleUse, enabled })
}

/** POST /api/contacts/permissible-use: accepts the current statement (stored with the time). */
export async function acceptPermissibleUse(): Promise<PermissibleUseView> {
  const response = await apiRequest('POST', '/api/contacts/permissible-use', {
    version: PERMISSIBLE_USE.version,
    accept: true,
  })
  return (await response.json()) as PermissibleUseView
}

export function useAcceptPermissibleUse() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acceptPermissibleUse,
    onSuccess: (view) => queryClient.setQueryData(queryKeys.permissibleUse, view),
  })
}
