/**
 * The coverage feature (where the records index has data), as the app sees it: what client/src/app
 * imports from it. Every other file in this folder is private to the feature
 * (client/src/architecture.test.ts checks it).
 */
export { CoveragePage } from './components/coverage-page'
