/**
 * Enumerations of spec section 4, shared by the database schema, the server's validation
 * and the client's display. Each is a readonly tuple so zod and Drizzle can both use it.
 */
import {
  AMOUNT_KIND_LABELS,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  SALE_STATUS_LABELS,
} from './lead-labels'

/**
 * The values of an enumeration declared as its label table (lead-labels.ts): the table's keys,
 * in the order written (never integer-like, so the order is the written one).
 */
function valuesOf<Labels extends Record<string, string>>(labels: Labels) {
  return Object.keys(labels) as unknown as readonly [
    keyof Labels & string,
    ...(keyof Labels & string)[],
  ]
}

export const SUBSCRIPTION_TIERS = ['free', 'basic', 'pro', 'premium', 'elite'] as const
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number]

export const PAID_TIERS = ['basic', 'pro', 'elite'] as const
export type PaidTier = (typeof PAID_TIERS)[number]

/** 'active' is the only status the spec names; the others follow PayPal's subscription states. */
export const SUBSCRIPTION_STATUSES = [
  'inactive',
  'pending',
  'active',
  'suspended',
  'cancelled',
  'expired',
] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const DOCUMENT_PROCESSING_STATUSES = [
  'pending',
  'processing',
  'completed',
  'failed',
] as const
export type DocumentProcessingStatus = (typeof DOCUMENT_PROCESSING_STATUSES)[number]

/**
 * Where the import of a multi-record document's leads stands (docs/decisions/0058): 'awaiting'
 * the user's look at the preview, 'importing' in the background, 'imported', or 'cancelled' by
 * the user (the document and its records stay; it can still be imported).
 */
export const LIST_IMPORT_STATUSES = ['awaiting', 'importing', 'imported', 'cancelled'] as const
export type ListImportStatus = (typeof LIST_IMPORT_STATUSES)[number]

/** Which amount a document states (never a deposit or a percentage). */
export const AMOUNT_KINDS = valuesOf(AMOUNT_KIND_LABELS)
export type AmountKind = (typeof AMOUNT_KINDS)[number]

export const SEARCH_EVENT_KINDS = [
  'queued',
  'source_started',
  'source_completed',
  'source_failed',
  'result_found',
  'enrichment_started',
  'enrichment_completed',
  'session_completed',
  'error',
] as const
export const QUERY_TYPES = ['address', 'geographic'] as const
export const SOURCE_KINDS = ['court', 'assessor', 'census', 'images', 'recorder', 'tax'] as const
export type SourceKind = (typeof SOURCE_KINDS)[number]
/** Whether a source may be fetched ('open') or only imported from a paid bulk file. */
export const SOURCE_ACCESS = ['open', 'licensed_feed_required'] as const
export type SourceAccess = (typeof SOURCE_ACCESS)[number]
export const ROBOTS_POLICIES = ['allowed', 'disallowed', 'unknown'] as const
export const PARSER_STRATEGIES = ['selector', 'llm', 'hybrid'] as const
export const ENRICHMENT_STATUSES = ['pending', 'completed', 'failed'] as const
/** Where a picture comes from; 'sample' is a picture generated here for a sample record (0036). */
export const IMAGE_PROVIDERS = [
  'google_street_view',
  'county_assessor',
  'mls_archive',
  'open_directory',
  'sample',
] as const
export type ImageProviderName = (typeof IMAGE_PROVIDERS)[number]
export const IMAGE_TYPES = ['front_view', 'aerial', 'listing', 'historical'] as const
export const IMAGE_LICENSES = [
  'public_domain',
  'fair_use',
  'attribution_required',
  'restricted',
] as const
export const IMAGE_VISIBILITIES = ['free', 'paid'] as const
/** What a provider answered about a property's pictures (images module, 0036). */
export const IMAGE_LOOKUP_OUTCOMES = ['found', 'none', 'failed'] as const
export const RATE_LIMIT_WINDOWS = ['minute', 'hour', 'day'] as const
export const ROBOTS_USER_AGENT_VERDICTS = ['allowed', 'disallowed', 'partial'] as const
export const COMPLIANCE_STATUSES = ['compliant', 'violation', 'review_required', 'unknown'] as const
export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const
export const AUDIT_ACTIVITIES = [
  'robots_check',
  'tos_check',
  'scraping',
  'image_collection',
  'rate_limit',
] as const
export const AUDIT_STATUSES = ['allowed', 'blocked', 'warning', 'error'] as const
export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'twitter', 'linkedin', 'other'] as const
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number]
export const MESSAGE_TONES = ['supportive', 'professional', 'compassionate'] as const
export type MessageTone = (typeof MESSAGE_TONES)[number]
export const OUTREACH_STATUSES = ['sent', 'copied', 'failed'] as const
export type OutreachStatus = (typeof OUTREACH_STATUSES)[number]

/** The record types the spec names for public filings (search result documentType). */
export const FILING_TYPES = [
  'Lis Pendens',
  'Verified Complaint',
  'Notice of Sale',
  'Sheriff Sale',
  'Tax Foreclosure',
  'Other',
] as const
export type FilingType = (typeof FILING_TYPES)[number]

/** Where a lead is in the user's pipeline (the lead workspace). */
export const LEAD_STATUSES = valuesOf(LEAD_STATUS_LABELS)
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/**
 * What a lead was kept from: a public-records result a search saved, an uploaded single-record
 * document, or one record of a multi-record document (a sheriff-sale list gives one per property).
 */
export const LEAD_SOURCE_KINDS = valuesOf(LEAD_SOURCE_LABELS)
export type LeadSourceKind = (typeof LEAD_SOURCE_KINDS)[number]

/**
 * Where a filing's sale stands (still to happen, moved, halted, called off, held), as its source
 * says (a notice's 'Sale Cancelled', a sheriff's status history, a withdrawn flag, an uploaded
 * notice's wording); null when the source does not say. A cancelled or held
 * sale is not a live lead (docs/decisions/0018).
 */
export const SALE_STATUSES = valuesOf(SALE_STATUS_LABELS)
export type SaleStatus = (typeof SALE_STATUSES)[number]

/** Sale statuses after which there is no sale to work towards: the lead starts as 'dead'. */
export const ENDED_SALE_STATUSES: readonly SaleStatus[] = ['cancelled', 'sold']

/** An e-mail campaign's life: draft -> scheduled -> sending -> completed, or paused / cancelled. */
export const EMAIL_CAMPAIGN_STATUSES = [
  'draft',
  'scheduled',
  'sending',
  'paused',
  'completed',
  'cancelled',
] as const
export type EmailCampaignStatus = (typeof EMAIL_CAMPAIGN_STATUSES)[number]

/**
 * One queued message: pending (waiting, or waiting to retry), claimed (a worker holds it, nothing
 * sent), sending (the attempt is recorded and the transport may have the message), then sent,
 * sent_unverified (a worker died mid-send: never retried), failed (permanent, or out of retries),
 * bounced, suppressed (the recipient opted out before it went), cancelled (with its campaign).
 */
export const EMAIL_QUEUE_STATUSES = [
  'pending',
  'claimed',
  'sending',
  'sent',
  'sent_unverified',
  'failed',
  'bounced',
  'suppressed',
  'cancelled',
] as const

export const EMAIL_SUPPRESSION_REASONS = ['unsubscribe', 'bounce', 'complaint', 'manual'] as const
export type EmailSuppressionReason = (typeof EMAIL_SUPPRESSION_REASONS)[number]

/** Where a user's own mailbox is: Google (Gmail API), Microsoft (Graph), or their SMTP server. */
export const MAILBOX_PROVIDERS = ['google', 'microsoft', 'smtp'] as const
export type MailboxProvider = (typeof MAILBOX_PROVIDERS)[number]
