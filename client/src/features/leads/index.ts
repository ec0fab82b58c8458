/**
 * The leads feature (the user's lead pipeline: lists, board, filters, detail, bulk changes,
 * export), as the app sees it: what client/src/app imports from it. Every other file in this
 * folder is private to the feature (client/src/architecture.test.ts checks it).
 */
export { deleteDocumentLeads } from './api/delete-document-leads'
export { useLead } from './api/get-lead'
export { useLeadFacets } from './api/get-lead-facets'
export { useLeadsList } from './api/get-leads'
export { useUnkeptDocuments } from './api/get-unkept-documents'
export { useKeepLeads } from './api/keep-leads'
export { BulkActionBar } from './components/bulk-action-bar'
export { ExportMenu } from './components/export-menu'
export { LeadBoard } from './components/lead-board'
export { LeadDetail } from './components/lead-detail'
export { LeadList } from './components/lead-list'
export { LeadToolbar } from './components/lead-toolbar'
export { LeadsNoMatch } from './components/leads-no-match'
export { type DetailSelection, useLeadParams } from './hooks/use-lead-params'
export { EMPTY_FILTERS, hasLeadOnlyFilters, type LeadFilters } from './lib/lead-filters'
export { STATUS_LABELS } from './lib/lead-labels'
export { leadChangeErrorToast } from './lib/leads-toast'
