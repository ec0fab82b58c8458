/**
 * The sources module's public face: the catalogue of record sources and their review, enable
 * and run operations, the coverage routes, the file and legal-notice importers, ingestion (the
 * job, runs, the polite fetcher under robots.txt, terms and rate limits) and the image sources
 * registered for county photos. It writes filings only through records' face (storeFilings).
 */
export { runDueSourcesJob } from './catalogue/run-due-sources.job'
export { ensureSampleSource } from './catalogue/sample-source'
export type { SourcePreset } from './catalogue/source-preset'
export { runSourcesCommand } from './catalogue/sources-command'
export { syncSourceCatalogue, syncSourcePreset } from './catalogue/sync-catalogue.service'
export { coverageRoutes } from './coverage/coverage.routes'
export { parseCsv } from './importers/csv-parser'
export {
  FILE_IMPORT_PRESETS,
  type FileImportMappingInput,
  parseFileImportMapping,
} from './importers/index'
export { parseLegalNotice } from './importers/legal-notice-text'
export type { ConnectorConfigInput } from './ingestion/connectors/connector-config'
export { registerImageSource } from './ingestion/image-sources.service'
export {
  FileImportError,
  type FileImportSpec,
  importRecordsFile,
} from './ingestion/import-file.service'
export { ingestSourceJob } from './ingestion/ingest-source.job'
export type { NoticeReader } from './ingestion/notice-reader'
// Enrichment's assessor and census adapters and the images' county photos fetch through it.
export {
  type PoliteFetchResult,
  politeFetch,
} from './ingestion/polite-fetcher'
export { type IngestionRuntime, ingestionUserAgent } from './ingestion/run-scrape-job.service'
export { INGEST_SOURCE_JOB } from './ingestion/scraper-queue.service'
export { approveDomainForIngestion } from './ingestion/tos-policy'
export { operatorRoutes } from './operator/operator.routes'
