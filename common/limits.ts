/**
 * Every numeric limit of the product, in one place (spec sections 6 and 9). The server
 * enforces these; the client only displays them.
 */

export const TRIAL = {
  durationHours: 24,
  documentUploads: 2,
  searches: 2,
  downloads: 2,
  visibleResultsPerSearch: 2,
  /** The client polls GET /api/trial/status this often for users without an active subscription. */
  statusPollMs: 60_000,
} as const

export const PASSWORD = { minLength: 6, maxLength: 100 } as const
export const RESET_LINK_TTL_MS = 60 * 60 * 1000

/** Match badge thresholds for social profile confidence (spec section 2). */
export const MATCH_THRESHOLDS = { high: 0.8, medium: 0.6 } as const

export const OUTREACH_PREVIEW_CHARS = 100
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500

/** Toasts (spec section 9). */
export const TOAST = {
  limit: 1,
  durationMs: 5000,
  swipeThresholdPx: 50,
  swipeDirection: 'right',
  removeDelayMs: 1_000_000,
  hotkey: ['F8'],
} as const

/** Size limits the server applies to request bodies. */
export const REQUEST_LIMITS = {
  jsonBodyBytes: 1024 * 1024,
  uploadBytesDefault: 25 * 1024 * 1024,
} as const

/**
 * The lead workspace: bounds of the user's own fields, of a page of the list and of one
 * request that keeps or changes many leads (docs/decisions/0017-leads.md).
 */
export const LEADS = {
  tagsPerLead: 20,
  tagLength: 40,
  folderLength: 80,
  noteLength: 5000,
  /** Free text of the list filter. */
  searchTextLength: 100,
  pageSizeDefault: 50,
  pageSizeMax: 200,
  /** Ids in one keep or bulk-update request (a search saves at most 500 results). */
  idsPerRequest: 500,
} as const

/**
 * What the server decodes of an uploaded PDF to OCR it, checked before anything is decoded
 * (docs/decisions/0009). Rendering a page costs about 10 bytes of memory per image pixel
 * (decoded samples, RGBA copy, canvas), so 50 megapixels is about 0.5 GB at the peak; a page
 * scanned at 600 dpi (US Letter 34 MP, Legal 43 MP) fits, a 25000 x 25000 image (625 MP) does not.
 */
export const PDF_DECODE_LIMITS = {
  /** Image pixels on one page, one image or all of them together. */
  pagePixels: 50_000_000,
  /** Decoded image bytes over the pages of one document that are rendered for OCR. */
  documentDecodedBytes: 1_000_000_000,
  /** Pixels of one page render (the DPI is lowered to stay within it). */
  renderPixels: 25_000_000,
} as const

/**
 * What the server decodes of an uploaded page image (PNG, JPEG, TIFF), checked on the file's
 * header before any pixel is decoded: the same page and document budgets as a scanned PDF's
 * (PDF_DECODE_LIMITS), at most as many TIFF pages as processing OCRs of one document (so every
 * page of an image file accepted is read), and a bound on a progressive JPEG's scans (each
 * scan is a pass over the whole image: thousands of tiny ones are a decoder CPU bomb).
 */
export const IMAGE_DECODE_LIMITS = {
  /** Pixels of one page image. */
  pagePixels: PDF_DECODE_LIMITS.pagePixels,
  /** Pages of one TIFF (the pages processing OCRs of a document, READING_LIMITS.maxOcrPages). */
  maxPages: 10,
  /** Decoded bytes of all the pages together (their samples and the RGBA they become). */
  documentDecodedBytes: PDF_DECODE_LIMITS.documentDecodedBytes,
  /** Scans of a progressive JPEG (a camera's or an editor's have about 10). */
  jpegScans: 100,
} as const

/**
 * Contact discovery (docs/decisions/0023-contacts.md): how long a bought answer is reused, and
 * the bounds of one request. A person traced for a lead is not bought again for 90 days (the
 * same normalised name and address); a phone's DNC and litigator scrub is reused for 31 days,
 * the National DNC Registry's own refresh rule for callers.
 */
export const CONTACTS = {
  personCacheDays: 90,
  phoneComplianceCacheDays: 31,
  /** Leads in one batch trace (a sheriff-sale list of 158 fits). */
  batchLeadsMax: 500,
  /** Defendants traced for one lead; a longer caption is cut at this many names. */
  defendantsPerLead: 10,
  socialNameLength: 100,
  socialLocationLength: 100,
} as const

/** The outreach composer, templates and history (docs/decisions/0024). */
export const OUTREACH = {
  messageLength: 5000,
  subjectLength: 200,
  templateNameLength: 100,
  /** A user's own message or e-mail templates. */
  templatesPerUser: 100,
  defendantNameLength: 200,
  /** History entries one GET returns (newest first). */
  historyLimit: 200,
} as const

/** E-mail campaigns (docs/decisions/0024). */
export const EMAIL_CAMPAIGNS = {
  nameLength: 120,
  /** Recipients one campaign may have (after de-duplication). */
  recipientsMax: 5000,
  /** Leads one campaign may be built from. */
  leadIdsMax: 500,
  postalAddressLength: 300,
  /** Attempts of one message after a transient failure (4xx, network), with backoff. */
  transientRetries: 4,
  /** First wait before a retry; doubled each time. */
  retryBaseSeconds: 30,
  /** How long a worker's claim on a queue row lasts before it lapses. */
  claimSeconds: 120,
} as const

/** CRM push (docs/decisions/0027): leads in one push, webhook delivery attempts. */
export const CRM = {
  /** Leads in one push request (HubSpot takes 100 records a batch). */
  leadsPerPush: 100,
  /** A webhook delivery is tried this many times (with backoff) before the webhook is disabled. */
  webhookAttempts: 5,
} as const

/** Property enrichment (docs/decisions/0035). */
export const ENRICHMENT = {
  /** Leads one POST /api/leads/enrich queues at most (by ids or by the list's filters). */
  leadsPerRequest: 500,
} as const

/** Multi-area search and analytics (Elite; docs/decisions/0034). */
export const MULTI_AREA = {
  /** ZIP codes one search may name (zipCodes). */
  maxZipCodes: 10,
} as const

export const ANALYTICS = {
  /** The date range GET /api/analytics covers when none is given. */
  defaultRangeDays: 90,
  /** The longest range one request may ask for. */
  maxRangeDays: 366,
  /** Areas (states, or ZIPs within an area) the filings-by-week table lists, the busiest first. */
  topAreas: 20,
  /** Days back (today included) the nightly job recounts into filing_day_counts (0040). */
  rollupRefreshDays: 35,
} as const
