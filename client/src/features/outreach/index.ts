/**
 * The outreach feature (the composer and history, e-mail templates, campaigns, mailboxes, sender
 * identity), as the app sees it: what client/src/app imports from it. Every other file in this
 * folder is private to the feature (client/src/architecture.test.ts checks it).
 */
export { CampaignDetail } from './components/campaign-detail'
export { CampaignList } from './components/campaign-list'
export { EmailTemplatesCard } from './components/email-templates-card'
export { LeadOutreachTimeline } from './components/lead-outreach-timeline'
export { MailboxesSection } from './components/mailboxes-section'
export { NewCampaignForm } from './components/new-campaign-form'
export { OutreachPanel } from './components/outreach-panel'
export { SenderIdentitySection } from './components/sender-identity-section'
