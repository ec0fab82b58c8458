import { alertsEndpoints } from '@common/api/endpoints/alerts'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { useInvalidatingMutation } from '@/lib/mutations'
import { queryKeys } from '@/lib/query-keys'

/** How often the bell asks for news while the page is open. */
const NOTIFICATIONS_POLL_MS = 30_000

/** GET /api/notifications: the latest notifications and the unread count. */
function fetchNotifications() {
  return call(alertsEndpoints.notifications)
}

function markNotificationRead(id: string) {
  return call(alertsEndpoints.markNotificationRead, { params: { id } })
}

function markAllNotificationsRead() {
  return call(alertsEndpoints.markAllNotificationsRead)
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
  return useInvalidatingMutation(mutationFn, queryKeys.notifications, 'settled')
}

export const useMarkNotificationRead = () => useNotificationsMutation(markNotificationRead)
export const useMarkAllNotificationsRead = () =>
  useNotificationsMutation((_: undefined) => markAllNotificationsRead())
