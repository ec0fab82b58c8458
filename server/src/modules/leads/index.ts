/**
 * The leads module's public face (the lead workspace, docs/decisions/0017-leads.md): its routes,
 * and the services other modules call to keep a lead or read a user's leads. Nothing else in this
 * folder is imported from outside.
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
