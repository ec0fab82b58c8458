/** The alerts calls: monitors, in-app notifications and the alerts webhook. */
import type {
  AlertMonitor,
  CreateAlertRequest,
  GetWebhookResponse,
  ListAlertsResponse,
  ListNotificationsResponse,
  SaveWebhookRequest,
  SaveWebhookResponse,
  UpdateAlertRequest,
} from '../../contracts/alerts'
import { endpoint, typed } from '../endpoint'

export const alertsEndpoints = {
  list: endpoint('GET', '/api/alerts', { reply: typed<ListAlertsResponse>() }),
  create: endpoint('POST', '/api/alerts', {
    body: typed<CreateAlertRequest>(),
    reply: typed<AlertMonitor>(),
  }),
  update: endpoint('PATCH', '/api/alerts/:id', {
    body: typed<UpdateAlertRequest>(),
    reply: typed<AlertMonitor>(),
  }),
  remove: endpoint('DELETE', '/api/alerts/:id'),
  notifications: endpoint('GET', '/api/notifications', {
    reply: typed<ListNotificationsResponse>(),
  }),
  markNotificationRead: endpoint('POST', '/api/notifications/:id/read'),
  markAllNotificationsRead: endpoint('POST', '/api/notifications/read-all'),
  webhook: endpoint('GET', '/api/alerts/webhook', { reply: typed<GetWebhookResponse>() }),
  saveWebhook: endpoint('PUT', '/api/alerts/webhook', {
    body: typed<SaveWebhookRequest>(),
    reply: typed<SaveWebhookResponse>(),
  }),
  removeWebhook: endpoint('DELETE', '/api/alerts/webhook'),
  testWebhook: endpoint('POST', '/api/alerts/webhook/test'),
}
