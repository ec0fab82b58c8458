/**
 * The contacts feature (contact discovery: a lead's traced contacts, batch traces, social
 * profiles), as the app sees it: what client/src/app imports from it. Every other file in this
 * folder is private to the feature (client/src/architecture.test.ts checks it).
 */
export { useSocialProfiles } from './api/social-profiles'
export { DocumentBatchTrace, DocumentContacts } from './components/document-contacts'
export { LeadContactsPanel } from './components/lead-contacts-panel'
export { SocialProfileList } from './components/social-profile-list'
export { SocialSearchPanel } from './components/social-search-panel'
export { socialPrefillFrom } from './lib/social-prefill'
