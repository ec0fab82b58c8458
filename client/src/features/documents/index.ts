/**
 * The documents feature (uploads and saved public records: the dashboard, the lists, the preview,
 * the upload), as the app sees it: what client/src/app imports from it. Every other file in this
 * folder is private to the feature (client/src/architecture.test.ts checks it).
 */
export { useDocument } from './api/get-document'
export {
  AvailableDownloadsCard,
  type DownloadAllowance,
} from './components/available-downloads-card'
export { DashboardPage } from './components/dashboard-page'
export { DocumentList } from './components/document-list'
export { DocumentPreview } from './components/document-preview'
export { type DocumentSlots, DocumentSlotsProvider } from './components/document-slots'
export {
  DocumentsEmpty,
  DocumentsEmptyForZip,
  DocumentsError,
  DocumentsLoading,
} from './components/documents-states'
export { QuickStatsCard } from './components/quick-stats-card'
export { RecordsSearchCard } from './components/records-search-card'
export { UploadCard } from './components/upload-card'
export { ZipFilterCard } from './components/zip-filter-card'
export { useDashboardParams } from './hooks/use-dashboard-params'
export { fieldsToCheck } from './lib/document-fields'
export { groupDocumentsByZip } from './lib/group-documents'
