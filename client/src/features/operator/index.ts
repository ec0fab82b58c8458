/** The operator's pages: the deployment's source catalogue, reviews, health and fetch audit. */
export { OperatorSourcePage } from './components/operator-source-page'
export { OperatorSourcesPage } from './components/operator-sources-page'
