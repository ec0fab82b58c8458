/**
 * /api/v1/alerts: the user's monitors (create, list, change, delete) and their notifications,
 * through the alerts module's own services and contracts: the plan's monitor limits and
 * features hold as in the app; another user's monitor is a 404.
 */
import {
  alertMonitor,
  alertParams,
  createAlertRequest,
  listAlertsResponse,
  listNotificationsResponse,
  updateAlertRequest,
} from '@common/contracts/alerts'
import {
  changeMonitor,
  createMonitor,
  listNotifications,
  listUserMonitors,
  removeMonitor,
} from '../../../alerts'
import type { V1Resource } from '../v1-resource'

const tags = ['Alerts']

export const alertsResource: V1Resource = {
  name: 'Alerts',
  description: 'Your monitors of new filings and case changes, and the notifications they raised.',
  routes: (deps) => async (app) => {
    const { db } = deps
    app.get(
      '/api/v1/alerts',
      {
        config: { scopes: ['alerts:read'] },
        schema: {
          operationId: 'listAlerts',
          summary: 'List monitors',
          tags,
          response: { 200: listAlertsResponse },
        },
      },
      (request) => listUserMonitors(db, request.user),
    )
    app.post(
      '/api/v1/alerts',
      {
        config: { scopes: ['alerts:write'] },
        schema: {
          operationId: 'createAlert',
          summary: 'Create a monitor',
          tags,
          body: createAlertRequest,
          response: { 201: alertMonitor },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createMonitor(db, request.user, request.body)),
    )
    app.patch(
      '/api/v1/alerts/:id',
      {
        config: { scopes: ['alerts:write'] },
        schema: {
          operationId: 'updateAlert',
          summary: 'Change a monitor',
          tags,
          params: alertParams,
          body: updateAlertRequest,
          response: { 200: alertMonitor },
        },
      },
      (request) => changeMonitor(db, request.user, request.params.id, request.body),
    )
    app.delete(
      '/api/v1/alerts/:id',
      {
        config: {
          scopes: ['alerts:write'],
          openapi: { responses: { 204: { type: 'null', description: 'The monitor is deleted' } } },
        },
        schema: {
          operationId: 'deleteAlert',
          summary: 'Delete a monitor',
          tags,
          params: alertParams,
        },
      },
      async (request, reply) => {
        await removeMonitor(db, request.user, request.params.id)
        return reply.status(204).send()
      },
    )
    app.get(
      '/api/v1/notifications',
      {
        config: { scopes: ['alerts:read'] },
        schema: {
          operationId: 'listNotifications',
          summary: 'List notifications',
          description: 'The latest notifications and how many are unread.',
          tags,
          response: { 200: listNotificationsResponse },
        },
      },
      (request) => listNotifications(db, request.user.id),
    )
  },
}
