/**
 * The marketing feature (the public landing page, the Terms of Service and Privacy Policy pages,
 * and the 404 page), as the app sees it: what client/src/app imports from it. Every other file
 * in this folder is private to the feature (client/src/architecture.test.ts checks it).
 */
export { LandingPage } from './components/landing-page'
export { NotFoundPage } from './components/not-found-page'
export { PrivacyPage } from './components/privacy-page'
export { TermsPage } from './components/terms-page'
