import { accountsEndpoints } from '@common/api/endpoints/accounts'
import type { NotificationPreferences } from '@common/contracts/settings'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { useCacheWritingMutation } from '@/lib/mutations'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/settings/notifications: the user's preferences (defaults when never saved). */
function getNotificationPreferences() {
  return call(accountsEndpoints.notificationPreferences)
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: queryKeys.notificationPreferences,
    queryFn: getNotificationPreferences,
  })
}

/** PUT /api/settings/notifications: all three preferences at once. */
function saveNotificationPreferences(input: NotificationPreferences) {
  return call(accountsEndpoints.saveNotificationPreferences, { body: input })
}

export function useSaveNotificationPreferences() {
  return useCacheWritingMutation(saveNotificationPreferences, (queryClient, saved) =>
    queryClient.setQueryData(queryKeys.notificationPreferences, saved),
  )
}
