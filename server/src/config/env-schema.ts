/**
 * The environment's variables and their zod schema (CONVENTIONS.md rule 4); config.ts parses the
 * environment with it once at start-up.
 */
import { API_LIMITS } from '@common/api-access'
import { REQUEST_LIMITS } from '@common/limits'
import { z } from 'zod'

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

/** Days before a completed property enrichment is fetched again (docs/decisions/0035). */
const DEFAULT_ENRICHMENT_REFRESH_DAYS = 90

const httpUrl = z
  .url()
  .refine((url) => /^https?:\/\//.test(url), 'must be an http:// or https:// URL')

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .url()
    .refine((url) => /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WORKERS: z.coerce.number().int().min(0).max(64).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  TRUST_PROXY: booleanString.default(false),
  SEED_SAMPLE_DATA: booleanString.default(true),
  /** The first account of a fresh deployment becomes its operator (docs/decisions/0077). */
  OPERATOR_FIRST_ACCOUNT: booleanString.default(false),
  /**
   * Minutes between re-checks of a source with a case whose sale is within 48 hours; never
   * sooner than the source's rate limit allows (docs/decisions/0079).
   */
  SALE_DAY_RECHECK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  SMTP_URL: z
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Foreclosure Leads <no-reply@localhost>'),
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  REGISTER_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
  API_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(API_LIMITS.requestsPerMinute),
  API_DAILY_QUOTA: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000_000)
    .default(API_LIMITS.requestsPerDay),
  PAYMENTS: z.enum(['auto', 'paypal', 'simulator', 'off']).default('auto'),
  PAYMENT_SIMULATOR_IN_PRODUCTION: booleanString.default(false),
  PAYPAL_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  PAYPAL_API_BASE: z.url().optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  PAYPAL_PLAN_ID_BASIC: z.string().min(1).optional(),
  PAYPAL_PLAN_ID_PRO: z.string().min(1).optional(),
  PAYPAL_PLAN_ID_ELITE: z.string().min(1).optional(),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().min(1).max(365).default(30),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(REQUEST_LIMITS.uploadBytesDefault),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 of a-z 0-9 . -)')
    .optional(),
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanString.optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._/-]*$/, "may hold only letters, digits, '.', '_', '-' and '/'")
    .refine((prefix) => !prefix.split('/').includes('..'), "must not contain '..'")
    .optional(),
  OCR_WORKERS: z.coerce.number().int().min(1).max(8).default(2),
  READER_MEMORY_MB: z.coerce.number().int().min(256).max(8192).default(1024),
  LLM_BASE_URL: httpUrl.optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
  // Contact discovery (docs/decisions/0023-contacts.md): each provider's real adapter when its
  // key is set, its local simulator (labelled 'Simulated data') otherwise.
  CONTACT_PROVIDERS: z.enum(['auto', 'simulator']).default('auto'),
  CONTACT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  BATCHDATA_API_TOKEN: z.string().min(1).optional(),
  BATCHDATA_API_BASE: httpUrl.optional(),
  DNCSCRUB_LOGIN_ID: z.string().min(1).optional(),
  DNCSCRUB_API_BASE: httpUrl.optional(),
  DNCSCRUB_LITIGATOR_API_BASE: httpUrl.optional(),
  PDL_API_KEY: z.string().min(1).optional(),
  PDL_API_BASE: httpUrl.optional(),
  EMAIL_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  EMAIL_RATE_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(500),
  UNSUBSCRIBE_MAILBOX: z.email().optional(),
  SENDGRID_WEBHOOK_PUBLIC_KEY: z.string().min(40).optional(),
  POSTMARK_WEBHOOK_USER: z.string().min(1).optional(),
  POSTMARK_WEBHOOK_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  // Seals the secrets stored for users: mailbox, CRM and alert webhook secrets (lib/secret-box.ts).
  SECRETS_SEALING_KEY: z
    .string()
    .refine(
      (value) => /^[0-9a-f]{64}$/i.test(value) || Buffer.from(value, 'base64').length === 32,
      'must be 32 bytes: 64 hex characters or base64 (openssl rand -hex 32)',
    )
    .optional(),
  // Property images (docs/decisions/0036-property-images.md): Street View only with a key; county
  // assessor photos per configured county (a JSON array, parsed when the app is built).
  GOOGLE_STREET_VIEW_API_KEY: z.string().min(1).optional(),
  STREET_VIEW_API_BASE: httpUrl.optional(),
  STREET_VIEW_MIN_TIER: z.enum(['basic', 'pro', 'premium', 'elite']).default('basic'),
  COUNTY_PHOTO_SOURCES: z.string().optional(),
  // CRM push (docs/decisions/0027-crm-push.md): the APIs' addresses (tests: local fakes), and
  // webhooks to loopback or private addresses (tests only; refused in production).
  HUBSPOT_API_BASE: httpUrl.optional(),
  PODIO_API_BASE: httpUrl.optional(),
  CRM_WEBHOOK_ALLOW_PRIVATE_TARGETS: booleanString.optional(),
  // Alerts' webhooks (docs/decisions/0032) to loopback or private addresses: tests only.
  ALERT_WEBHOOK_ALLOW_PRIVATE_TARGETS: booleanString.optional(),
  // Users' own SMTP servers (outreach mailboxes) on loopback or private addresses: tests only.
  SMTP_MAILBOX_ALLOW_PRIVATE_TARGETS: booleanString.optional(),
  // Property enrichment (docs/decisions/0035): where the Census APIs are (tests: local fakes),
  // the ACS 5-year release read, and how old an enrichment may get before it is fetched again.
  CENSUS_GEOCODER_URL: httpUrl.default('https://geocoding.geo.census.gov'),
  CENSUS_DATA_API_URL: httpUrl.default('https://api.census.gov'),
  CENSUS_ACS_YEAR: z.coerce.number().int().min(2009).max(2100).default(2023),
  CENSUS_API_KEY: z.string().min(1).optional(),
  /** One base URL for every assessor preset instead of its own (a local mirror or fake). */
  ASSESSOR_BASE_URL: httpUrl.optional(),
  SOCRATA_APP_TOKEN: z.string().min(1).optional(),
  ENRICHMENT_REFRESH_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(DEFAULT_ENRICHMENT_REFRESH_DAYS),
  /** Let enrichment reach 127.0.0.1 (local fakes in browser tests; refused in production). */
  ENRICHMENT_ALLOW_LOOPBACK: booleanString.optional(),
  GOOGLE_OAUTH_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_OAUTH_CLIENT_SECRET: z.string().min(1).optional(),
  MICROSOFT_OAUTH_CLIENT_ID: z.string().min(1).optional(),
  MICROSOFT_OAUTH_CLIENT_SECRET: z.string().min(1).optional(),
  MICROSOFT_OAUTH_TENANT: z
    .string()
    .regex(/^[\w.-]+$/, 'must be a tenant id, a domain, common or organizations')
    .optional(),
})

export type Env = z.infer<typeof envSchema>
