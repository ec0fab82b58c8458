/**
 * Alerts' API: monitors (`POST/GET/PATCH/DELETE /api/alerts`), the bell's notifications
 * (`GET /api/notifications`, mark one or all read) and the user's webhook
 * (`GET/PUT/DELETE /api/alerts/webhook`, `POST /api/alerts/webhook/test`) and the urgency alert
 * (`GET/PUT/DELETE /api/alerts/urgency`, issue 35).
 */
import {
  alertMonitor,
  alertParams,
  createAlertRequest,
  getWebhookResponse,
  listAlertsResponse,
  listNotificationsResponse,
  notificationParams,
  saveUrgencyAlertRequest,
  saveWebhookRequest,
  saveWebhookResponse,
  testWebhookResponse,
  updateAlertRequest,
  urgencyAlertResponse,
} from '@common/contracts/alerts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../accounts'
import type { AlertsDeps } from './alerts.deps'
import {
  changeMonitor,
  createMonitor,
  listUserMonitors,
  removeMonitor,
} from './monitors/monitors.service'
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications/notifications.service'
import {
  getUrgencyAlert,
  saveUrgencyAlert,
  turnOffUrgencyAlert,
} from './urgency/urgency-alert.service'
import {
  getWebhook,
  removeWebhook,
  saveWebhook,
  sendTestEvent,
} from './webhooks/webhook-settings.service'

export function alertsRoutes(deps: AlertsDeps): FastifyPluginAsyncZod {
  const { db } = deps
  return async (app) => {
    app.addHook('onRequest', requireUser)
    app.get('/api/alerts', { schema: { response: { 200: listAlertsResponse } } }, (r) =>
      listUserMonitors(db, r.user),
    )
    app.post(
      '/api/alerts',
      { schema: { body: createAlertRequest, response: { 201: alertMonitor } } },
      async (r, reply) => reply.status(201).send(await createMonitor(db, r.user, r.body)),
    )
    app.patch(
      '/api/alerts/:id',
      {
        schema: { params: alertParams, body: updateAlertRequest, response: { 200: alertMonitor } },
      },
      (r) => changeMonitor(db, r.user, r.params.id, r.body),
    )
    app.delete('/api/alerts/:id', { schema: { params: alertParams } }, async (r, reply) => {
      await removeMonitor(db, r.user, r.params.id)
      return reply.status(204).send()
    })

    app.get('/api/alerts/urgency', { schema: { response: { 200: urgencyAlertResponse } } }, (r) =>
      getUrgencyAlert(db, r.user),
    )
    app.put(
      '/api/alerts/urgency',
      { schema: { body: saveUrgencyAlertRequest, response: { 200: urgencyAlertResponse } } },
      (r) => saveUrgencyAlert(db, r.user, r.body),
    )
    app.delete('/api/alerts/urgency', async (r, reply) => {
      await turnOffUrgencyAlert(db, r.user)
      return reply.status(204).send()
    })

    app.get('/api/alerts/webhook', { schema: { response: { 200: getWebhookResponse } } }, (r) =>
      getWebhook(db, r.user),
    )
    app.put(
      '/api/alerts/webhook',
      { schema: { body: saveWebhookRequest, response: { 200: saveWebhookResponse } } },
      (r) => saveWebhook(deps, r.user, r.body.url),
    )
    app.delete('/api/alerts/webhook', async (r, reply) => {
      await removeWebhook(db, r.user)
      return reply.status(204).send()
    })
    app.post(
      '/api/alerts/webhook/test',
      { schema: { response: { 202: testWebhookResponse } } },
      async (r, reply) => reply.status(202).send(await sendTestEvent(deps, r.user)),
    )

    app.get(
      '/api/notifications',
      { schema: { response: { 200: listNotificationsResponse } } },
      (r) => listNotifications(db, r.user.id),
    )
    app.post(
      '/api/notifications/:id/read',
      { schema: { params: notificationParams } },
      async (r, reply) => {
        await markNotificationRead(db, r.user.id, r.params.id)
        return reply.status(204).send()
      },
    )
    app.post('/api/notifications/read-all', async (r) => ({
      marked: await markAllNotificationsRead(db, r.user.id),
    }))
  }
}
