/**
 * The plan catalogue (spec sections 6 and 9): names, prices, features, what is not included
 * and the monthly limits each tier grants. `null` as a limit means unlimited.
 */
import type { PaidTier, SubscriptionTier } from './enums'

export interface TierLimits {
  /** Distinct counties a user may search in one calendar month. */
  countiesPerMonth: number | null
  /** Unmasked public records delivered in one calendar month. */
  recordViewsPerMonth: number | null
  /** Documents uploaded (imported) in one calendar month. */
  documentImportsPerMonth: number | null
  /** Public-records searches in one day (UTC); guards against runaway use. */
  searchesPerDay: number | null
  /** Social profile searches in one calendar month; 0 means not available. */
  socialSearchesPerMonth: number | null
  /**
   * Defendants skip-traced in one calendar month (a matched trace counts, an unmatched one is
   * given back); 0 means not available.
   */
  skipTracesPerMonth: number | null
  aiExtraction: boolean
  contactInfo: boolean
  cityCountyFilters: boolean
  /** Tags and folders on leads (spec section 6 sells them with Pro; docs/decisions/0019). */
  tagsAndFolders: boolean
  /**
   * Pushing leads to a CRM (docs/decisions/0027): 'push' sends a lead once (Pro's "Basic CRM
   * export"), 'sync' also updates what was sent when the lead changed (Elite's "CRM sync").
   */
  crm: 'none' | 'push' | 'sync'
  /** CSV and Excel export of the lead list (spec section 6 sells it with Pro; 0026). */
  leadExport: boolean
  /** Several ZIPs or a whole county in one search (Elite's "multi-ZIP or county search"; 0034). */
  multiAreaSearch: boolean
  /** The /analytics dashboard and GET /api/analytics (Elite's "dashboard analytics"; 0034). */
  analytics: boolean
}

export interface Plan {
  id: PaidTier
  name: string
  subtitle: string
  /** Monthly price in US dollars. */
  price: number
  subscriptionId: `${PaidTier}-monthly`
  popular: boolean
  tagline: string
  buttonLabel: string
  note: string
  features: readonly string[]
  limitations: readonly string[]
}

export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    subtitle: 'Starter Access',
    price: 29.99,
    subscriptionId: 'basic-monthly',
    popular: false,
    tagline: 'Perfect for getting started',
    buttonLabel: 'Start with Basic',
    note: 'Views 20 records a month; 3 counties; PDF parsing and OCR',
    features: [
      'State + ZIP code search',
      'View up to 20 lis pendens / verified complaints a month',
      'Basic PDF viewer and case organizer',
      'Owner / defendant name and address',
      'Organize by ZIP code',
      'Manual download',
      'Email support',
    ],
    limitations: [
      'Contact recon',
      'AI extraction',
      'CRM integration',
      'API access',
      'Advanced filters',
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    subtitle: 'Growth Advantage',
    price: 69.99,
    subscriptionId: 'pro-monthly',
    popular: true,
    tagline: 'Most popular choice for growing businesses',
    buttonLabel: 'Start Pro - Best Value!',
    note: 'Most popular; 150 imports a month; 15 counties',
    features: [
      'Everything in Basic',
      'Import up to 150 documents a month',
      'AI PDF extraction',
      'Phone and basic social contact lookup',
      'City and county filters',
      'Tags and folders',
      'CSV / Excel export',
      'Alerts for new filings by ZIP',
      'Basic CRM export',
    ],
    limitations: [
      'Unlimited imports',
      'Deep enrichment',
      'Full CRM sync',
      'Advanced API',
      'Multi-ZIP / county search',
    ],
  },
  {
    id: 'elite',
    name: 'Elite',
    subtitle: 'Full Intelligence Suite',
    price: 99,
    subscriptionId: 'elite-monthly',
    popular: false,
    tagline: 'Complete solution for enterprise needs',
    buttonLabel: 'Unlock Elite - Full Power!',
    note: 'Unlimited documents; all counties and states; priority support',
    features: [
      'Everything in Pro',
      'Unlimited imports',
      'AI summarization and contact extraction',
      'Deep contact enrichment',
      'CRM sync',
      'Multi-ZIP or county search',
      'Dashboard analytics',
      'API access',
      'Priority chat and phone support',
      'Automation-tool integrations',
    ],
    limitations: [],
  },
] as const

export const TIER_LIMITS: Record<SubscriptionTier, TierLimits> = {
  free: {
    searchesPerDay: 0,
    countiesPerMonth: 0,
    recordViewsPerMonth: 0,
    documentImportsPerMonth: 0,
    socialSearchesPerMonth: 0,
    skipTracesPerMonth: 0,
    aiExtraction: false,
    contactInfo: false,
    cityCountyFilters: false,
    tagsAndFolders: false,
    crm: 'none',
    leadExport: false,
    multiAreaSearch: false,
    analytics: false,
  },
  basic: {
    searchesPerDay: 50,
    countiesPerMonth: 3,
    recordViewsPerMonth: 20,
    documentImportsPerMonth: 20,
    socialSearchesPerMonth: 0,
    skipTracesPerMonth: 0,
    aiExtraction: false,
    contactInfo: false,
    cityCountyFilters: false,
    tagsAndFolders: false,
    crm: 'none',
    leadExport: false,
    multiAreaSearch: false,
    analytics: false,
  },
  pro: {
    searchesPerDay: 200,
    countiesPerMonth: 15,
    recordViewsPerMonth: null,
    documentImportsPerMonth: 150,
    socialSearchesPerMonth: 5,
    skipTracesPerMonth: 250,
    aiExtraction: true,
    contactInfo: true,
    cityCountyFilters: true,
    tagsAndFolders: true,
    crm: 'push',
    leadExport: true,
    multiAreaSearch: false,
    analytics: false,
  },
  premium: {
    searchesPerDay: 1000,
    countiesPerMonth: null,
    recordViewsPerMonth: null,
    documentImportsPerMonth: null,
    socialSearchesPerMonth: null,
    skipTracesPerMonth: 0,
    aiExtraction: true,
    contactInfo: false,
    cityCountyFilters: true,
    tagsAndFolders: true,
    crm: 'none',
    leadExport: true,
    multiAreaSearch: false,
    analytics: false,
  },
  elite: {
    searchesPerDay: 1000,
    countiesPerMonth: null,
    recordViewsPerMonth: null,
    documentImportsPerMonth: null,
    socialSearchesPerMonth: null,
    skipTracesPerMonth: 1000,
    aiExtraction: true,
    contactInfo: true,
    cityCountyFilters: true,
    tagsAndFolders: true,
    crm: 'sync',
    leadExport: true,
    multiAreaSearch: true,
    analytics: true,
  },
}

/** Looks a paid plan up by id; undefined for free or premium, which have no card. */
export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id)
}

/** The features a plan lacks compared with the next ones (the chooser's 'Upgrade to unlock:'). */
export function missingFeatures(plan: Plan): readonly string[] {
  return plan.limitations
}
