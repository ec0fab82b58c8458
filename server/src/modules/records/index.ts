/**
 * The records module's public face: the search routes, the sample records, the user's saved
 * search results (kept as leads; documents lists them beside uploads), what leads keeps from a
 * search, the case stages and events of filings (leads show them), and ingestion (the job, the file importer, the terms-of-service review). Nothing else
 * in this folder is imported from outside.
 */
export { searchesForExport } from './account-export.queries'
export {
  type CaseEventOfFiling,
  type CaseStageOfFiling,
  caseEventsFor,
  caseStagesFor,
} from './case-stages.queries'
export { RUN_DUE_SOURCES_JOB, runDueSourcesJob } from './catalogue/run-due-sources.job'
export {
  type CatalogueEntry,
  disableSource,
  enableSource,
  listCatalogue,
  reviewSource,
  runSourceNow,
  SourceOperationError,
} from './catalogue/source-operations.service'
export { runSourcesCommand } from './catalogue/sources-command'
export { syncSourceCatalogue } from './catalogue/sync-catalogue.service'
export { coverageRoutes } from './coverage/coverage.routes'
export { parseCsv } from './importers/csv-parser'
export { FILE_IMPORT_PRESETS } from './importers/index'
export { parseLegalNotice } from './importers/legal-notice-text'
export type { ConnectorConfigInput } from './ingestion/connectors/connector-config'
export { type FileImportSpec, importRecordsFile } from './ingestion/import-file.service'
export { createIngestSourceJob, ingestSourceJob } from './ingestion/ingest-source.job'
export { ingestionUserAgent } from './ingestion/run-scrape-job.service'
export {
  enqueueScrapeJob,
  INGEST_SOURCE_JOB,
  startIngestionSession,
} from './ingestion/scraper-queue.service'
export { approveDomainForIngestion } from './ingestion/tos-policy'
export { type KeepHandle, saveKeptResults } from './kept-results.queries'
export {
  type SavedResultForLead,
  type SearchResultForLead,
  savedResultsForLeads,
  searchResultsForLeads,
} from './lead-sources.queries'
export { countSampleFilings, seedSampleData, seedSampleDataIfEmpty } from './sample-seed.service'
export {
  deleteSavedResult,
  findSavedResult,
  listSavedResults,
  type SavedRecordResult,
} from './saved-results.queries'
export { searchRoutes } from './search.routes'
