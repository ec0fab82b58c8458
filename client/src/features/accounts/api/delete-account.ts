import { accountsEndpoints } from '@common/api/endpoints/accounts'
import type { DeleteAccountRequest } from '@common/contracts/settings'
import { call } from '@/lib/api'
import { useCacheWritingMutation } from '@/lib/mutations'
import { forgetSignedInUser } from './session-cache'

/** POST /api/account/delete: the current password and the typed confirmation. */
function deleteAccount(input: DeleteAccountRequest) {
  return call(accountsEndpoints.deleteAccount, { body: input })
}

/** Deletes the account; on success nothing of it stays in the cache (signed out). */
export function useDeleteAccount() {
  return useCacheWritingMutation(deleteAccount, (queryClient) => forgetSignedInUser(queryClient))
}
