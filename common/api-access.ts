/**
 * The public API (Elite, docs/decisions/0033-public-api.md): the scopes an API key may be given,
 * which plans include the API, and its limits. The server enforces these; settings displays them.
 */
import type { SubscriptionTier } from './enums'

/** What a key may do (each /api/v1 route names the scopes it needs). */
export const API_SCOPES = [
  'records:read',
  'leads:read',
  'leads:write',
  'documents:read',
  'documents:write',
  'alerts:read',
  'alerts:write',
] as const
export type ApiScope = (typeof API_SCOPES)[number]

/** What each scope allows, as settings shows it. */
export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  'records:read': 'Search public records',
  'leads:read': 'Read leads and export them',
  'leads:write': 'Keep and change leads',
  'documents:read': 'Read documents',
  'documents:write': 'Upload documents',
  'alerts:read': 'Read alerts',
  'alerts:write': 'Create and change alerts',
}

/** The plans whose users may create keys and call /api/v1 (spec section 6: "API access"). */
export const API_TIERS: readonly SubscriptionTier[] = ['elite']

export const API_LIMITS = {
  /** Live (not revoked) keys one user may hold. */
  keysPerUser: 10,
  nameLength: 60,
  /** Default of API_RATE_LIMIT_PER_MINUTE: requests one key may make in a minute. */
  requestsPerMinute: 120,
  /** Default of API_DAILY_QUOTA: requests one key may make in a UTC day. */
  requestsPerDay: 10_000,
  /** How long a stored Idempotency-Key answer is replayed. */
  idempotencyHours: 24,
  /** Idempotency-Key: 1 to 255 visible ASCII characters. */
  idempotencyKeyLength: 255,
} as const

/** How a key starts (what secret scanners and people recognise it by), and its shown prefix. */
export const API_KEY_PREFIX = 'fl_live_'
export const API_KEY_VISIBLE_CHARS = API_KEY_PREFIX.length + 6

/** Where the API's reference page and OpenAPI document are served. */
export const API_DOCS_PATH = '/api/v1/docs'
export const API_OPENAPI_PATH = '/api/v1/openapi.json'
