/**
 * The leads module's public face (the lead workspace, docs/decisions/0017-leads.md): its routes,
 * the services other modules call to keep a lead or read a user's leads, and the stored urgency
 * score's refresh, its job and what it is given (the reach reader, the change hook; 0085).
 * Nothing else in this folder is imported from outside.
 */

export { leadIdsOf, leadsForExport } from './account-export.queries'
export { followDocumentCorrection } from './document-corrections.service'
export {
  keepLeadsOfDocumentRecords,
  keepLeadsOfProcessedDocument,
  leadIdsOfDocument,
} from './document-leads.service'
export { keepLeads } from './keep-leads.service'
export type { CallListContactsReader } from './lead-call-list.service'
export { type LeadContactsReader, withLeadContacts } from './lead-contacts'
export {
  type LeadForEnrichment,
  leadForEnrichment,
  leadIdsMatching,
  leadsForEnrichment,
  setLeadEnrichmentSummary,
} from './lead-enrichment.service'
export { neutraliseFormula } from './lead-export.columns'
export { startLeadExport } from './lead-export.service'
export { leadIdsForFilings } from './lead-for-filings.queries'
export type { LeadUrgencyDeps, UrgencyChange, UrgencyChangedHook } from './lead-urgency.deps'
export { markUrgencyDueOfCaseEvents } from './lead-urgency-due.queries'
export { LIST_REFRESH_LIMIT, refreshDueUrgency } from './lead-urgency-refresh.service'
export { leadsRoutes } from './leads.routes'
export {
  findLeadsForUser,
  findLeadsOfDocument,
  getLead,
  listLeads,
  setLeadContactCount,
  updateLead,
} from './leads.service'
export { pipelineFunnel } from './pipeline-analytics.queries'
export { refreshUrgencyJob } from './refresh-urgency.job'
