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
export const ZIP_CODE_LENGTH = 5

/** Match badge thresholds for social profile confidence (spec section 2). */
export const MATCH_THRESHOLDS = { high: 0.8, medium: 0.6 } as const

export const OUTREACH_PREVIEW_CHARS = 100
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500
export const SCRAPER_MAX_RETRIES = 3

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
