/** The alerts calls: monitors, in-app notifications, the alerts webhook and the urgency alert. */
import type {
  AlertMonitor,
  CreateAlertRequest,
  GetWebhookResponse,
  ListAlertsResponse,
  ListNotificationsResponse,
  SaveUrgencyAlertRequest,
  SaveWebhookRequest,
  SaveWebhookResponse,
  UpdateAlertRequest,
  UrgencyAlertResponse,
} from '../../contracts/alerts'
import { body, del, get, patch, post, put, reply } from '../endpoint'

export const alertsEndpoints = {
  list: get('/api/alerts', reply<ListAlertsResponse>()),
  create: post('/api/alerts', body<CreateAlertRequest>(), reply<AlertMonitor>()),
  update: patch('/api/alerts/:id', body<UpdateAlertRequest>(), reply<AlertMonitor>()),
  remove: del('/api/alerts/:id'),
  notifications: get('/api/notifications', reply<ListNotificationsResponse>()),
  markNotificationRead: post('/api/notifications/:id/read'),
  markAllNotificationsRead: post('/api/notifications/read-all'),
  webhook: get('/api/alerts/webhook', reply<GetWebhookResponse>()),
  saveWebhook: put('/api/alerts/webhook', body<SaveWebhookRequest>(), reply<SaveWebhookResponse>()),
  removeWebhook: del('/api/alerts/webhook'),
  testWebhook: post('/api/alerts/webhook/test'),
  urgency: get('/api/alerts/urgency', reply<UrgencyAlertResponse>()),
  saveUrgency: put(
    '/api/alerts/urgency',
    body<SaveUrgencyAlertRequest>(),
    reply<UrgencyAlertResponse>(),
  ),
  turnOffUrgency: del('/api/alerts/urgency'),
}
