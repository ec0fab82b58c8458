/**
 * The crm module's public face (docs/decisions/0027-crm-push.md): its routes (connections and
 * push), the runtime a process builds from its configuration (the secret box, the CRMs' base
 * URLs, the webhook guard's setting), the webhook delivery job, and the port through which it
 * reads the leads' real contacts (answered by the contacts module at the composition root).
 */
export {
  type CrmRuntime,
  createCrmRuntime,
} from './crm.deps'
export { crmRoutes } from './crm.routes'
export { crmForExport } from './crm-export'
export { deliverWebhookJob } from './webhook/deliver-webhook.job'
