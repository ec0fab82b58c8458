/**
 * The api feature (the API keys of the public API), as the app sees it: what client/src/app
 * imports from it. Every other file in this folder is private to the feature
 * (client/src/architecture.test.ts checks it).
 */
export { ApiKeysSection } from './components/api-keys-section'
