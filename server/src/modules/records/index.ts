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
  filingIdsOfCaseEvents,
  recentCaseEventIds,
} from './case-events-for-alerts.queries'
export type { CaseEventsListener } from './case-events-listener'
export { type FilingProvenance, provenanceOfFilings } from './filing-provenance.queries'
export {
  filingsAnalytics,
  filingsAnalyticsFromFilings,
} from './filings-analytics.queries'
export {
  countyFilingCount,
  filingCountsByPlace,
  filingCountsBySource,
  storedSourceRecordIds,
  zipFilingCount,
} from './index-counts.queries'
export { saveKeptResults } from './kept-results.queries'
export {
  type SavedResultForLead,
  type SearchResultForLead,
  savedResultsForLeads,
  searchResultsForLeads,
} from './lead-sources.queries'
export {
  AMOUNT_KINDS,
  type AmountKind,
  type NormalizedFiling,
  type SourceDocumentStore,
} from './normalized-filing'
export { refreshFilingDayCountsJob } from './refresh-filing-day-counts.job'
export { sourcesWithSaleBetween } from './sale-day-sources.queries'
export { generateSampleFilings, SAMPLE_PLACES } from './sample-records'
export {
  countSampleFilings,
  hasAnyFiling,
  SAMPLE_SOURCE_URL,
  seedSampleFilings,
} from './sample-seed.service'
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
export { searchedAreas } from './searched-areas.queries'
export {
  type StoreResult,
  storeFilings,
} from './store-filings'
