/**
 * The crm feature (CRM connections and the push of leads to one), as the app sees it: what
 * client/src/app imports from it. Every other file in this folder is private to the feature
 * (client/src/architecture.test.ts checks it).
 */
export { CrmConnectionsSection } from './components/crm-connections-section'
export { PushToCrmButton } from './components/push-to-crm-button'
