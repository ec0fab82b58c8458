/**
 * Every TanStack Query key of the app, in one place, so a feature that refreshes what another
 * one shows (a kept lead, a spent trial search) names the key here instead of importing it from
 * that feature. A key starts with the path of the endpoint it reads, and keys nest: invalidating
 * a key refreshes every key that starts with it (`leads.all` refreshes every list, count and
 * lead; `leads.one(id)` the lead with its contacts and photos).
 */

const LEADS = '/api/leads'
const DOCUMENTS = '/api/documents'
const OUTREACH = '/api/outreach'
const OUTREACH_CONTEXT = '/api/outreach/context'
const EMAIL_CAMPAIGNS = '/api/email-campaigns'

/** A key of the cache, as TanStack Query hands it to a predicate. */
type CachedKey = readonly unknown[]

export const queryKeys = {
  // accounts
  user: ['/api/user'],
  trialStatus: ['/api/trial/status'],
  notificationPreferences: ['/api/settings/notifications'],

  // billing
  usage: ['/api/billing/usage'],
  billingHistory: ['/api/billing/history'],

  // records
  savedSearches: ['/api/public-records/searches'],
  coverage: ['/api/coverage'],
  operatorSources: ['/api/operator/sources'],
  operatorAudits: (id: string) => ['/api/operator/sources', id, 'audits'] as const,
  searchedCoverage: ['/api/coverage/searched'],
  zipCoverage: (state: string | undefined, zipCode: string | null | undefined) =>
    ['/api/coverage/zip', state, zipCode] as const,

  // documents
  documents: {
    /** Every documents list and document, whatever its filter. */
    all: [DOCUMENTS],
    list: (zip: string) => [DOCUMENTS, { zip }] as const,
    one: (id: string) => [DOCUMENTS, 'one', id] as const,
    /** A page of a document's records (under its document: read again with it, 0080). */
    records: (id: string, from: number, limit: number) =>
      [DOCUMENTS, 'one', id, 'records', { from, limit }] as const,
    /** A list's import preview and progress (docs/decisions/0058). */
    import: (id: string) => [DOCUMENTS, 'import', id] as const,
  },

  // leads, and what hangs off a lead (contacts, photos)
  leads: {
    /** Every leads list, count, lead and the documents not yet leads. */
    all: [LEADS],
    /** Every page of every list (the lists' contact counts, their has-contacts filter). */
    lists: [LEADS, 'list'],
    list: (filters: object, grouping: 'zip' | 'none', limit: number) =>
      [LEADS, 'list', grouping, filters, limit] as const,
    facets: (filters: object) => [LEADS, 'facets', filters] as const,
    one: (id: string) => [LEADS, 'one', id] as const,
    contacts: (id: string) => [LEADS, 'one', id, 'contacts'] as const,
    images: (id: string) => [LEADS, 'one', id, 'images'] as const,
    /** Every list of the documents no lead was kept from. */
    unkeptDocuments: [LEADS, 'unkept-documents'],
    unkeptDocumentsIn: (zip: string) => [LEADS, 'unkept-documents', zip] as const,
  },
  leadEnrichment: (leadId: string) => ['lead-enrichment', leadId] as const,

  // contacts
  batchTrace: (batchId: string) => ['/api/leads/skip-trace', batchId] as const,
  permissibleUse: ['/api/contacts/permissible-use'],
  socialProfiles: ['/api/social-profiles'],

  // outreach
  outreach: {
    /** Every outreach history, a lead's timeline included. */
    all: [OUTREACH],
    history: (filters: object) => [OUTREACH, filters] as const,
    ofLead: (leadId: string) => [OUTREACH, 'lead', leadId] as const,
  },
  outreachContext: {
    all: [OUTREACH_CONTEXT],
    of: (socialProfileId: string | null) => [OUTREACH_CONTEXT, socialProfileId] as const,
  },
  messageTemplates: ['/api/message-templates'],
  emailTemplates: ['/api/email-templates'],
  emailCampaigns: {
    /** The list alone with `exact: true`; with the campaigns under it otherwise. */
    all: [EMAIL_CAMPAIGNS],
    one: (id: string) => [EMAIL_CAMPAIGNS, id] as const,
    /** Under the campaign's key, so what refreshes the campaign refreshes its preview too. */
    preview: (id: string) => [EMAIL_CAMPAIGNS, id, 'preview'] as const,
  },
  mailboxes: ['/api/mailboxes'],
  senderIdentity: ['/api/settings/sender'],

  // alerts
  alerts: ['/api/alerts'],
  notifications: ['/api/notifications'],
  alertsWebhook: ['/api/alerts/webhook'],
  urgencyAlert: ['/api/alerts/urgency'],

  // the rest
  analytics: (filters: object) => ['/api/analytics', filters] as const,
  apiKeys: ['/api/api-keys'],
  crmConnections: ['/api/crm/connections'],
} as const

/** Whether a key under `leads.all` is a lead or something cached under it (contacts, photos). */
export function isUnderOneLeadKey(key: CachedKey): boolean {
  return key[1] === 'one'
}

/** Whether a key is exactly `leads.one(id)` for one of `ids`, not what is cached under it. */
export function isLeadKeyOf(key: CachedKey, ids: ReadonlySet<string>): boolean {
  return key[1] === 'one' && key.length === 3 && ids.has(String(key[2]))
}

/** Whether a key under `leads.all` is a list of the documents not yet leads. */
export function isUnkeptDocumentsKey(key: CachedKey): boolean {
  return key[1] === 'unkept-documents'
}

/** Whether a cached key is the document `id` (`documents.one(id)`). */
export function isDocumentKey(key: CachedKey, id: string): boolean {
  return key[1] === 'one' && key[2] === id
}

/** The ZIP filter of a documents list's key (`documents.list(zip)`), else undefined. */
export function documentsListZip(key: CachedKey): string | undefined {
  const filter = key[1]
  if (typeof filter !== 'object' || filter === null || !('zip' in filter)) return undefined
  return typeof filter.zip === 'string' ? filter.zip : undefined
}

/**
 * Whether a cached key belongs to a list a kept lead shows up in (the leads, with the batch
 * traces under '/api/leads/skip-trace', and the documents list's public records): its first
 * segment starts with one of their paths.
 */
export function showsKeptResults(key: CachedKey): boolean {
  const first = String(key[0] ?? '')
  return first.startsWith(LEADS) || first.startsWith(DOCUMENTS)
}
