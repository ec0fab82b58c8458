/**
 * The records module's public face: the search routes, the sample records, the user's saved
 * search results (kept as leads; documents lists them beside uploads), what leads keeps from a
 * search, the case stages and events of filings (leads show them), the lifecycle rule that turns a
 * record into case events (uploaded documents use it too), and ingestion (the job, the file
 * importer, the terms-of-service review, and the polite fetcher and source sync that enrichment's
 * adapters use). Nothing else
 * in this folder is imported from outside.
 */
export { searchesForExport } from './account-export.queries'
export {
  type CaseEventForAlerts,
  caseEventsForAlerts,
  recentCaseEventIds,
} from './case-events-for-alerts.queries'
export {
  filingMatchKeysRow,
  indexCaseEventsOf,
  indexFilingOfUploadCase,
  mergedCaseStateRow,
  type UploadCaseKeysSql,
} from './case-join-sql'
export {
  type CaseStageFilter,
  type CaseStateSql,
  caseStageConditions,
  filingCaseStateRow,
  hasCaseStageFilter,
} from './case-stage-filters'
export {
  type CaseEventOfFiling,
  type CaseEventRow,
  type CaseStageOfFiling,
  caseEventFromRow,
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
export type { SourcePreset } from './catalogue/source-preset'
export { runSourcesCommand } from './catalogue/sources-command'
export { syncSourceCatalogue, syncSourcePreset } from './catalogue/sync-catalogue.service'
export { coverageRoutes } from './coverage/coverage.routes'
export { refreshFilingDayCounts } from './filing-day-counts.queries'
export {
  type FilingsAnalytics,
  type FilingsAnalyticsQuery,
  filingsAnalytics,
  filingsAnalyticsFromFilings,
} from './filings-analytics.queries'
export { parseCsv } from './importers/csv-parser'
export {
  FILE_IMPORT_PRESETS,
  type FileImportMappingInput,
  parseFileImportMapping,
} from './importers/index'
export { parseLegalNotice } from './importers/legal-notice-text'
export type { DocumentKeeper } from './importers/normalized-filing'
export type { CaseEventsListener } from './ingestion/case-events-listener'
export {
  type CaseEventInput,
  type CaseReport,
  type CaseState,
  caseChanges,
} from './ingestion/case-lifecycle'
export type { ConnectorConfigInput } from './ingestion/connectors/connector-config'
export { type ImageSourceSpec, registerImageSource } from './ingestion/image-sources.service'
export {
  FileImportError,
  type FileImportSpec,
  importRecordsFile,
} from './ingestion/import-file.service'
export { createIngestSourceJob, ingestSourceJob } from './ingestion/ingest-source.job'
export type { NoticeFields, NoticeReader, NoticeReading } from './ingestion/notice-reader'
// Enrichment's assessor and census adapters and the images' county photos fetch through it.
export {
  type PoliteFetchOptions,
  type PoliteFetchResult,
  politeFetch,
} from './ingestion/polite-fetcher'
export { type IngestionRuntime, ingestionUserAgent } from './ingestion/run-scrape-job.service'
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
export {
  REFRESH_FILING_DAY_COUNTS_JOB,
  refreshFilingDayCountsJob,
} from './refresh-filing-day-counts.job'
export { countSampleFilings, seedSampleData, seedSampleDataIfEmpty } from './sample-seed.service'
export {
  deleteSavedResult,
  filingDocumentKey,
  findSavedResult,
  listSavedResults,
  type SavedRecordResult,
} from './saved-results.queries'
export { searchRoutes } from './search.routes'
export { runSearch } from './search.service'
export type {
  PropertyEquity,
  PropertyEquityReader,
  SearchProperty,
} from './search-equity'
export { openSavedSearch } from './search-replay.service'
