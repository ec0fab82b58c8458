/**
 * The marketing feature (the public landing page and the 404 page), as the app sees it: what
 * client/src/app imports from it. Every other file in this folder is private to the feature
 * (client/src/architecture.test.ts checks it).
 */
export { LandingPage } from './components/landing-page'
export { NotFoundPage } from './components/not-found-page'
