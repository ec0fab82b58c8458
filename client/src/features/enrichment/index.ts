/**
 * The enrichment feature (a lead's property enrichment (assessor facts, census context, equity)),
 * as the app sees it: what client/src/app imports from it. Every other file in this folder is
 * private to the feature (client/src/architecture.test.ts checks it).
 */
export { PropertyEnrichmentPanel } from './components/property-enrichment-panel'
