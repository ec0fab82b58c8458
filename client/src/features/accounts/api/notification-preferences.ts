import type { NotificationPreferences } from '@common/contracts/settings'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/settings/notifications: the user's preferences (defaults when never saved). */
export async function getNotificationPreferences(): Promise<NotificationPreferences> {
  const response = await apiRequest('GET', '/api/settings/notifications')
  return (await response.json()) as NotificationPreferences
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: queryKeys.notificationPreferences,
    queryFn: getNotificationPreferences,
  })
}

/** PUT /api/settings/notifications: all three preferences at once. */
export async function saveNotificationPreferences(
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  const response = await apiRequest('PUT', '/api/settings/notifications', input)
  return (await response.json()) as NotificationPreferences
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notificationPreferences, saved),
  })
}
