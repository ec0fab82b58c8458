/**
 * The module that owns each table: the only one whose code reads or writes it (ARCHITECTURE.md,
 * "a table has one owner"). Every other module goes through the owner's face. A new table gets
 * its owner here, or module-boundaries.test.ts fails.
 */
export const TABLE_OWNERS: Readonly<Record<string, string>> = {
  // accounts: who the users are and how they sign in
  users: 'accounts',
  sessions: 'accounts',
  password_reset_tokens: 'accounts',
  email_change_tokens: 'accounts',
  notification_preferences: 'accounts',
  // billing: plans, payments and what a plan's month has used
  paypal_orders: 'billing',
  payment_webhook_events: 'billing',
  subscription_cancellations: 'billing',
  simulated_subscriptions: 'billing',
  monthly_usage: 'billing',
  monthly_usage_counties: 'billing',
  // throttle: shared rate-limit counters
  request_throttles: 'throttle',
  // records: the index of filings, its rollup, users' searches and the results they kept
  filings: 'records',
  filing_provenance: 'records',
  filing_day_counts: 'records',
  public_records_searches: 'records',
  public_records_results: 'records',
  case_events: 'records',
  // sources: the catalogue, reviews, pacing, the fetch audit, ingestion runs and their queue
  sources: 'sources',
  parsers: 'sources',
  rate_limits: 'sources',
  robots_cache: 'sources',
  tos_validation: 'sources',
  compliance_audits: 'sources',
  scraper_queue: 'sources',
  unreadable_source_records: 'sources',
  search_sessions: 'sources',
  search_events: 'sources',
  // documents: uploads, their records and the files they keep
  documents: 'documents',
  document_leads: 'documents',
  document_imports: 'documents',
  document_case_events: 'cases',
  pending_object_deletions: 'documents',
  document_field_corrections: 'documents',
  document_page_words: 'documents',
  document_layouts: 'documents',
  layout_field_rules: 'documents',
  // leads: the user's pipeline
  leads: 'leads',
  lead_notes: 'leads',
  // contacts: skip tracing, phone compliance, social profiles
  permissible_use_acceptances: 'contacts',
  person_trace_cache: 'contacts',
  phone_compliance_cache: 'contacts',
  defendant_traces: 'contacts',
  contact_persons: 'contacts',
  contact_phones: 'contacts',
  contact_emails: 'contacts',
  skip_trace_batches: 'contacts',
  social_profiles: 'contacts',
  // outreach: messages, campaigns, senders and who asked not to be written to
  message_templates: 'outreach',
  outreach_history: 'outreach',
  email_tokens: 'outreach',
  oauth_state_tokens: 'outreach',
  sender_identities: 'outreach',
  email_suppressions: 'outreach',
  email_templates: 'outreach',
  email_campaigns: 'outreach',
  email_queue: 'outreach',
  email_logs: 'outreach',
  // crm
  crm_connections: 'crm',
  crm_pushes: 'crm',
  crm_webhook_deliveries: 'crm',
  // alerts
  alert_monitors: 'alerts',
  alert_quotas: 'alerts',
  alert_matches: 'alerts',
  alert_evaluated_events: 'alerts',
  notifications: 'alerts',
  alert_webhooks: 'alerts',
  alert_webhook_deliveries: 'alerts',
  alert_digests: 'alerts',
  // enrichment, images, the public API
  property_enrichment: 'enrichment',
  images: 'images',
  image_contents: 'images',
  image_lookups: 'images',
  api_keys: 'api',
  api_idempotency_keys: 'api',
}
