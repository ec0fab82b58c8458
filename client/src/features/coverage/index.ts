/**
 * The coverage feature (where the records index has data), as the app sees it: what client/src/app
 * imports from it. Every other file in this folder is private to the feature
 * (client/src/architecture.test.ts checks it).
 */
export { CoverageGlanceCard } from './components/coverage-glance-card'
export { CoveragePage } from './components/coverage-page'
export { LandingCoverageGlance } from './components/landing-coverage-glance'
export { PlanCoverage } from './components/plan-coverage'
