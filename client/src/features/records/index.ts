/**
 * The records feature (the public-records search), as the app sees it: what client/src/app imports
 * from it. Every other file in this folder is private to the feature
 * (client/src/architecture.test.ts checks it).
 */
export { PublicRecordsPage } from './components/public-records-page'
