/**
 * The error body every API failure answers with (CONVENTIONS.md: one error type) and the codes
 * it may carry. A code says what happened (the trial expired, the trial's searches are used up,
 * the document does not exist), so the client chooses its words by code and never by matching
 * the server's message; the status stays the HTTP class of the failure. The table of codes,
 * statuses and messages is docs/decisions/0015-domain-error-codes.md.
 */
export const ERROR_CODES = [
  // The request itself (any route).
  /** Malformed JSON, an empty body, a Content-Length that does not match (400). */
  'BAD_REQUEST',
  /** A body, query or parameter that fails its zod schema (400, with `fields`). */
  'VALIDATION_FAILED',
  /** No live session (401). */
  'UNAUTHORIZED',
  /** A state-changing request from another site (403). */
  'CROSS_SITE_REQUEST',
  /** A write that referred to a row deleted meanwhile (a foreign key violation; 409). */
  'REFERENCE_DELETED',
  /** No such API route (404). */
  'NOT_FOUND',
  /** A JSON body over the server's body limit (413). */
  'PAYLOAD_TOO_LARGE',
  /** A body in a content type the route does not take (415). */
  'UNSUPPORTED_MEDIA_TYPE',
  /** Too many requests in the window: searches, logins, password resets (429, Retry-After). */
  'RATE_LIMITED',
  /** Anything unexpected; logged with the request id, nothing leaked (500). */
  'INTERNAL',

  // Accounts.
  /** Registration with an e-mail that already has an account (400). */
  'EMAIL_EXISTS',
  /** Registration with a first + last name that already had a trial (409). */
  'NAME_ALREADY_EXISTS',
  /** Login with an unknown e-mail or a wrong password (401). */
  'INVALID_CREDENTIALS',
  /** A password-reset token that is unknown, used or expired (404). */
  'INVALID_RESET_TOKEN',

  // Settings (docs/decisions/0028).
  /** The current password given to change the password, the e-mail or delete the account is wrong (400). */
  'INVALID_CURRENT_PASSWORD',
  /** A name change while on the free trial: the full name is what keeps trials one per person (403). */
  'NAME_CHANGE_REQUIRES_SUBSCRIPTION',
  /** An e-mail change to the address the account already has (400). */
  'EMAIL_UNCHANGED',
  /** An e-mail-change link that is unknown, used or expired (404). */
  'INVALID_EMAIL_CHANGE_TOKEN',

  // The 24-hour trial (403, with `reason`).
  /** The user's trial never started. */
  'TRIAL_NOT_STARTED',
  /** The 24 hours are over. */
  'TRIAL_EXPIRED',
  /** The trial's 2 searches are spent. */
  'TRIAL_SEARCHES_USED',
  /** The trial's 2 document uploads are spent. */
  'TRIAL_UPLOADS_USED',
  /** The trial's 2 downloads are spent. */
  'TRIAL_DOWNLOADS_USED',

  // What the plan includes (403).
  /** The plan's searches for today are spent. */
  'DAILY_LIMIT',
  /** The plan's counties for the month are spent: the state (county) is not in the plan. */
  'STATE_NOT_IN_PLAN',
  /** City and county filters on a plan without them. */
  'FILTERS_NOT_IN_PLAN',
  /** The plan's document imports for the month are spent. */
  'MONTHLY_IMPORT_LIMIT',
  /** Several ZIPs or a county without a ZIP in one search on a plan other than Elite (0034). */
  'MULTI_AREA_NOT_IN_PLAN',
  /** The analytics dashboard on a plan other than Elite (0034). */
  'ANALYTICS_NOT_IN_PLAN',

  // Public-records searches.
  /** No saved search with that id among the user's own (404). */
  'SEARCH_NOT_FOUND',

  // Documents.
  /** An upload without (exactly one) file part (400). */
  'FILE_MISSING',
  /** An uploaded file over the upload cap (413). */
  'FILE_TOO_LARGE',
  /** A multipart upload with more than one file (413). */
  'TOO_MANY_FILES',
  /** A multipart upload with more fields or parts than the upload form sends (413). */
  'TOO_MANY_PARTS',
  /**
   * An uploaded file that is none of the kinds taken: PDF, Word .docx, PNG, JPEG or TIFF (415).
   * The name is older than the image uploads; the code stays so API clients keep matching it.
   */
  'NOT_A_PDF',
  /** A file whose name says one kind (.png) while its bytes are another (a JPEG) (415). */
  'FILE_TYPE_MISMATCH',
  /** An image over what we decode: pixels on a page, pages of a TIFF, image data in all (413). */
  'IMAGE_TOO_LARGE',
  /** An image whose header is damaged, or in a form we cannot decode (400). */
  'IMAGE_UNREADABLE',
  /** An upload whose data stopped arriving mid-file (408); what arrived is not kept. */
  'UPLOAD_STALLED',
  /** No document with that id among the user's own (404). */
  'DOCUMENT_NOT_FOUND',
  /** A saved public record whose source offers no document to download (404). */
  'DOCUMENT_NOT_AVAILABLE',
  /** Correcting a field of a public record or of a multi-record list (400; issue 34). */
  'DOCUMENT_NOT_CORRECTABLE',
  /**
   * Importing a document that is not a list awaiting import: one record, still being analysed,
   * failed (409; docs/decisions/0058).
   */
  'DOCUMENT_NOT_AWAITING_IMPORT',
  /** Cancelling a list's import that has already started or finished (409). */
  'IMPORT_ALREADY_STARTED',
  /** Keeping a whole list as leads outside its import (409): it is imported from its preview. */
  'DOCUMENT_IMPORTED_FROM_PREVIEW',

  // Leads (docs/decisions/0017-leads.md).
  /** No lead with that id among the user's own; for a bulk update, any of the ids (404). */
  'LEAD_NOT_FOUND',
  /** Enrichment asked of a server running no job queue (503). */
  'ENRICHMENT_UNAVAILABLE',
  /** What to keep as a lead is not the user's: a saved result, a search, a document or record (404). */
  'LEAD_SOURCE_NOT_FOUND',
  /** Keeping a search result that was masked (hidden on the user's plan) when found (403). */
  'RESULT_MASKED',
  /** Keeping a document whose analysis has not completed, or failed (409). */
  'DOCUMENT_NOT_PROCESSED',
  /** A list cursor this server did not give, or one given for other filters or another sort (400). */
  'INVALID_CURSOR',
  /** Adding tags would take a lead over the most it may have (400). */
  'TOO_MANY_TAGS',
  /** Tagging leads or filing them in folders on a plan without tags and folders (403). */
  'TAGS_NOT_IN_PLAN',
  /** CSV / Excel export of leads on a plan without it: trial, Basic or no plan (403). */
  'EXPORT_NOT_IN_PLAN',

  // Contacts (docs/decisions/0023-contacts.md).
  /** Skip tracing or contact details on a plan without them: not Pro or Elite (403). */
  'CONTACTS_NOT_IN_PLAN',
  /** The plan's skip traces for the month are spent (403). */
  'SKIP_TRACE_LIMIT',
  /** A trace before the user accepted the permissible-use statement (DPPA/GLBA) (403). */
  'PERMISSIBLE_USE_REQUIRED',
  /** The lead has no defendant name to trace, or no property address to trace it at (400). */
  'NOTHING_TO_TRACE',
  /** The contact data provider failed or answered unexpectedly; nothing was charged (502). */
  'CONTACT_PROVIDER_ERROR',
  /** No social profile with that id among the user's own (404). */
  'SOCIAL_PROFILE_NOT_FOUND',
  /** No batch trace with that id among the user's own (404). */
  'SKIP_TRACE_BATCH_NOT_FOUND',
  /** A batch trace asked while another of the user's batches is still running (409). */
  'SKIP_TRACE_BATCH_RUNNING',

  // Outreach (docs/decisions/0024 and 0025).
  /** Logging or copying a message without confirming the compliance notice (400). */
  'COMPLIANCE_NOT_ACKNOWLEDGED',
  /** No message template with that id among the user's own (404). */
  'MESSAGE_TEMPLATE_NOT_FOUND',
  /** Saving a template past the most a user may keep (409). */
  'TOO_MANY_TEMPLATES',
  /** No outreach record with that id among the user's own (404; 0040). */
  'OUTREACH_NOT_FOUND',
  /** Marking a reply to a message that failed to send (409; 0040). */
  'OUTREACH_NOT_SENT',
  /** A message whose wording a state foreclosure-consultant law regulates, not acknowledged (409). */
  'STATE_LAW_ACKNOWLEDGEMENT_REQUIRED',
  /** Outreach about a lead whose case may have ended, not confirmed (409). */
  'CASE_STATUS_CONFIRMATION_REQUIRED',
  /** A campaign started without a sender name and valid postal address (409). */
  'SENDER_IDENTITY_REQUIRED',
  /** No e-mail campaign with that id among the user's own (404). */
  'CAMPAIGN_NOT_FOUND',
  /** Starting, pausing or cancelling a campaign in a state that does not allow it (409). */
  'CAMPAIGN_STATE_CONFLICT',
  /** A campaign whose message has placeholders some recipients cannot fill (409, names and count). */
  'CAMPAIGN_PLACEHOLDERS_UNFILLED',
  /** No e-mail template with that id among the user's own (404). */
  'EMAIL_TEMPLATE_NOT_FOUND',
  /** A campaign with no one to send to (400). */
  'NO_RECIPIENTS',
  /** A campaign over the most recipients one may have (400). */
  'TOO_MANY_RECIPIENTS',
  /** A campaign by leads on a server that has no skip-traced e-mails to give (409). */
  'LEAD_EMAILS_UNAVAILABLE',
  /** No connected mailbox with that id among the user's own (404). */
  'MAILBOX_NOT_FOUND',
  /** A campaign from a mailbox whose access was revoked or refused (409). */
  'MAILBOX_NOT_CONNECTED',
  /** A campaign started in production while PUBLIC_URL is not https (503, RFC 8058). */
  'UNSUBSCRIBE_LINK_NOT_HTTPS',
  /** Connecting a Google or Microsoft mailbox on a server without that provider's OAuth client (503). */
  'MAILBOX_PROVIDER_NOT_CONFIGURED',
  /** The user's own SMTP server is on a private address, could not be reached, or refused the login (400). */
  'SMTP_MAILBOX_REFUSED',

  // CRM push (docs/decisions/0027-crm-push.md).
  /** Pushing leads to a CRM on a plan without it: not Pro or Elite (403). */
  'CRM_NOT_IN_PLAN',
  /** Pushing to a CRM the user has not connected, or whose webhook was disabled (409). */
  'CRM_NOT_CONNECTED',
  /** No CRM connection with that id among the user's own (404). */
  'CRM_CONNECTION_NOT_FOUND',
  /** The CRM refused the stored credentials: the user must reconnect it (409). */
  'CRM_AUTH_FAILED',
  /** The CRM kept answering 429 after the retries (503, Retry-After). */
  'CRM_RATE_LIMITED',
  /** The CRM failed or answered unexpectedly (502). */
  'CRM_PROVIDER_ERROR',
  /** A webhook URL that is not public http(s): private, loopback, link-local... (400). */
  'CRM_TARGET_REFUSED',
  /** CRM credentials cannot be stored: the server has no SECRETS_SEALING_KEY in production (503). */
  'CRM_NOT_CONFIGURED',

  // Alerts (docs/decisions/0032-alerts-and-notifications.md).
  /** Alerts on a plan without them: trial, Basic or no plan (403). */
  'ALERTS_NOT_IN_PLAN',
  /** Creating a monitor beyond the plan's number of monitors (403). */
  'ALERT_LIMIT_REACHED',
  /** A monitor that asks more than the plan gives: counties or webhooks on Pro, too many ZIPs (403). */
  'ALERT_FEATURE_NOT_IN_PLAN',
  /** No monitor with that id among the user's own (404). */
  'ALERT_NOT_FOUND',
  /** No notification with that id among the user's own (404). */
  'NOTIFICATION_NOT_FOUND',
  /** The webhook channel or a test event without a webhook URL saved, or with it disabled (409). */
  'ALERT_WEBHOOK_NOT_SET',
  /** A webhook URL that is not public http(s): private, loopback, link-local... (400). */
  'ALERT_WEBHOOK_TARGET_REFUSED',
  /** Webhook deliveries or alert evaluation need the job queue, which this process lacks (503). */
  'ALERTS_UNAVAILABLE',
  // The public API (docs/decisions/0033-public-api.md).
  /** Creating API keys or calling /api/v1 on a plan without the API: not Elite (403). */
  'API_NOT_IN_PLAN',
  /** /api/v1 without a valid, unrevoked key in `Authorization: Bearer` (401). */
  'INVALID_API_KEY',
  /** An API key without the scope the route needs (403). */
  'API_SCOPE_MISSING',
  /** No API key with that id among the user's own (404). */
  'API_KEY_NOT_FOUND',
  /** Creating a key past the most one user may hold (409). */
  'TOO_MANY_API_KEYS',
  /** The key's requests for the day (UTC) are spent (429, Retry-After). */
  'API_QUOTA_EXCEEDED',
  /** An Idempotency-Key used before with a different request (422). */
  'IDEMPOTENCY_KEY_REUSED',
  /** An Idempotency-Key whose first request is still running (409, Retry-After). */
  'IDEMPOTENCY_KEY_IN_USE',

  // Billing.
  /** No payment provider is configured on this server (503). */
  'PAYMENTS_NOT_CONFIGURED',
  /** The payment provider failed or answered unexpectedly (502). */
  'PAYMENT_PROVIDER_ERROR',
  /** A tier the plan catalogue does not have (400). */
  'UNKNOWN_PLAN',
  /** Another request of the same user is creating this order (409). */
  'SUBSCRIPTION_IN_PROGRESS',
  /** No order of this user matches the returned token (404). */
  'ORDER_NOT_FOUND',
  /** The order exists but is no longer open: expired, failed or rejected (400). */
  'ORDER_NOT_OPEN',
  /** The provider's subscription is not this user's or not the plan ordered (400). */
  'ORDER_MISMATCH',
  /** The provider's subscription is not (yet) active (402). */
  'PAYMENT_NOT_APPROVED',
  /** Cancelling without an active subscription (400). */
  'NO_ACTIVE_SUBSCRIPTION',
  /** Cancelling a subscription that is already cancelled (400). */
  'SUBSCRIPTION_ALREADY_CANCELLED',
  /** A webhook whose signature (or credentials) do not verify: PayPal 400, e-mail providers 401. */
  'INVALID_WEBHOOK_SIGNATURE',
  /** The local payment simulator has no checkout with that token (404). */
  'CHECKOUT_NOT_FOUND',
  'CHECKOUT_NOT_OPEN',

  // Property images (docs/decisions/0036-property-images.md).
  /** No image with that id for the user's lead, or one the plan may not see (404). */
  'IMAGE_NOT_FOUND',
  /** The provider holding the picture did not answer, or no longer has it (502). */
  'IMAGE_UNAVAILABLE',
  /** An image without a recorded licence (or a credit line its licence needs) is never stored (422). */
  'IMAGE_LICENSE_MISSING',

  // The operator's pages (docs/decisions/0077-operator-runs-the-catalogue.md).
  /** A signed-in user who is not an operator of this deployment (403). */
  'OPERATOR_ONLY',
  /** No source with that id in the catalogue (404). */
  'SOURCE_NOT_IN_CATALOGUE',
  /** The source cannot do that now: not reviewed, not enabled, licensed feed, no connector (409). */
  'SOURCE_OPERATION_REFUSED',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES)

/** True for a code of this list; a body from elsewhere (a proxy, an older server) may differ. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value)
}

export interface ErrorBody {
  code: ErrorCode
  message: string
  /** Per-field problems, for validation failures. */
  fields?: { path: string; message: string }[]
  [extra: string]: unknown
}
