/**
 * The analytics feature (the Elite analytics dashboard), as the app sees it: what client/src/app
 * imports from it. Every other file in this folder is private to the feature
 * (client/src/architecture.test.ts checks it).
 */
export { AnalyticsPage } from './components/analytics-page'
