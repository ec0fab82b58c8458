import type { ListNotificationsResponse } from '@common/contracts/alerts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** How often the bell asks for news while the page is open. */
export const NOTIFICATIONS_POLL_MS = 30_000

/** GET /api/notifications: the latest notifications and the unread count. */
export async function fetchNotifications(): Promise<ListNotificationsResponse> {
  return (await (await apiRequest('GET', '/api/notifications')).json()) as ListNotificationsResponse
}

export async function markNotificationRead(id: string): Promise<void> {
  await apiRequest('POST', `/api/notifications/${encodeURIComponent(id)}/read`)
}

export async function markAllNotificationsRead(): Promise<void> {
  await apiRequest('POST', '/api/notifications/read-all')
}

export function useNotifications() {
  return useQuery({
    queryKey: queryKeys.notifications,
    queryFn: fetchNotifications,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
  })
}

function useNotificationsMutation<Input>(mutationFn: (input: Input) => Promise<void>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  })
}

export const useMarkNotificationRead = () => useNotificationsMutation(markNotificationRead)
export const useMarkAllNotificationsRead = () =>
  useNotificationsMutation((_: undefined) => markAllNotificationsRead())
