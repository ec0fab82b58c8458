/**
 * The alerts module's public face (issue 18, docs/decisions/0032): its routes, its jobs (the
 * evaluation of case events against monitors, webhook deliveries, the daily digest), the
 * runtime its jobs need, the evaluation job's id for the composition's ingestion listener, and
 * `notifyUrgencyCrossings`, the hook the leads module's urgency refresh calls (issue 35).
 * Nothing else in this folder is imported from outside.
 */
export { alertsForExport } from './account-export.queries'
export {
  type AlertsRuntime,
  createAlertsRuntime,
} from './alerts.deps'
export { alertsRoutes } from './alerts.routes'
export { ALERTS_UNSUBSCRIBE_PATH_PREFIX } from './digest/alert-mail.service'
export { sendDigestsJob } from './digest/send-digests.job'
export { alertsUnsubscribeRoutes } from './digest/unsubscribe.routes'
export { EVALUATE_ALERTS_JOB } from './evaluation/evaluate-alerts.contract'
export { evaluateAlertsJob } from './evaluation/evaluate-alerts.job'
export {
  changeMonitor,
  createMonitor,
  listUserMonitors,
  removeMonitor,
} from './monitors/monitors.service'
export { listNotifications } from './notifications/notifications.service'
export { notifyUrgencyCrossings } from './urgency/notify-urgency-crossings.service'
export { deliverAlertWebhookJob } from './webhooks/deliver-alert-webhook.job'
