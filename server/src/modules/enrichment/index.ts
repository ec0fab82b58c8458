/**
 * The enrichment module's public face (docs/decisions/0035): its routes, its job, the runtime
 * the processes build from the configuration, and the queueing the composition root hands to
 * leads for kept leads. Nothing else in this folder is imported from outside.
 */
export { ASSESSOR_PRESETS } from './assessor-presets'
export { enrichLeadJob } from './enrich-lead.job'
export { enrichJobSender, enrichmentRoutes } from './enrichment.routes'
export { createEnrichmentRuntime, type EnrichmentRuntime } from './enrichment-runtime'
export { runEnrichmentSourcesCommand } from './enrichment-sources-command'
export { queueLeadEnrichment } from './lead-enrichment.service'
export { propertyEquityOf } from './property-equity.service'
