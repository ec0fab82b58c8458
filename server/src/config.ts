/**
 * The environment, parsed once at start-up by one zod schema (CONVENTIONS.md rule 4).
 * A bad value stops the process with a message that names the variable.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { REQUEST_LIMITS } from '@common/limits'
import { z } from 'zod'
import { maskUrlCredentials } from './lib/redact'

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

const httpUrl = z
  .url()
  .refine((url) => /^https?:\/\//.test(url), 'must be an http:// or https:// URL')

const envSchema = z.object({
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
  SMTP_URL: z
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Foreclosure Leads <no-reply@localhost>'),
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  REGISTER_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
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
  MAIL_TOKEN_KEY: z
    .string()
    .refine(
      (value) => /^[0-9a-f]{64}$/i.test(value) || Buffer.from(value, 'base64').length === 32,
      'must be 32 bytes: 64 hex characters or base64 (openssl rand -hex 32)',
    )
    .optional(),
  // CRM push (docs/decisions/0027-crm-push.md): the APIs' addresses (tests: local fakes), and
  // webhooks to loopback or private addresses (tests only; refused in production).
  HUBSPOT_API_BASE: httpUrl.optional(),
  PODIO_API_BASE: httpUrl.optional(),
  CRM_WEBHOOK_ALLOW_PRIVATE_TARGETS: booleanString.optional(),
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

export interface Config
  extends Omit<Env, 'SESSION_SECRET' | 'PUBLIC_URL' | 'DATA_DIR' | 'S3_FORCE_PATH_STYLE'> {
  DATA_DIR: string
  SESSION_SECRET: string
  PUBLIC_URL: string
  /** Path-style S3 addresses (host/bucket/key); default true when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: boolean
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses the environment; throws ConfigError naming every variable that is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  )
  const parsed = envSchema.safeParse(defined)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)'
      const value = defined[name]
      // Secrets are never echoed; any other value is, with the password of a URL masked
      // (a malformed DATABASE_URL or SMTP_URL usually holds one).
      const hidden = value === undefined || /SECRET|KEY|PASSWORD|TOKEN|LOGIN_ID/.test(name)
      const shown = hidden ? '' : ` (got "${maskUrlCredentials(value)}")`
      return `${name}: ${issue.message}${shown}`
    })
    throw new ConfigError(`Invalid environment configuration:\n  ${problems.join('\n  ')}`)
  }
  const values = parsed.data
  const dataDir = path.resolve(values.DATA_DIR)
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '')
  checkProductionSettings(values)
  checkPaymentSettings(values)
  checkStorageSettings(values)
  return {
    ...values,
    S3_FORCE_PATH_STYLE: values.S3_FORCE_PATH_STYLE ?? values.S3_ENDPOINT !== undefined,
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    SESSION_SECRET: values.SESSION_SECRET ?? developmentSessionSecret(values.NODE_ENV, dataDir),
  }
}

/**
 * Production refuses to start without what keeps accounts safe: SESSION_SECRET (sessions must
 * survive restarts and be the same on every process) and SMTP_URL (password-reset e-mails need a
 * real mail server; the development outbox writes them to local files, which nobody receives).
 */
function checkProductionSettings(values: Env): void {
  if (values.NODE_ENV !== 'production') return
  const problems: string[] = []
  if (!values.SESSION_SECRET) {
    problems.push('SESSION_SECRET: is required when NODE_ENV=production (at least 32 characters)')
  }
  if (!values.SMTP_URL) {
    problems.push(
      'SMTP_URL: is required when NODE_ENV=production, or password-reset e-mails cannot be sent (smtp://user:pass@host:587 or smtps://...; the development outbox is refused in production)',
    )
  }
  if (values.CRM_WEBHOOK_ALLOW_PRIVATE_TARGETS) {
    problems.push(
      'CRM_WEBHOOK_ALLOW_PRIVATE_TARGETS: webhooks to loopback and private addresses are refused when NODE_ENV=production (unset it)',
    )
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid environment configuration:\n  ${problems.join('\n  ')}`)
  }
}

const PAYPAL_REQUIRED = [
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'PAYPAL_WEBHOOK_ID',
  'PAYPAL_PLAN_ID_BASIC',
  'PAYPAL_PLAN_ID_PRO',
  'PAYPAL_PLAN_ID_ELITE',
] as const

/** PayPal needs all its settings; the simulator is refused in production unless allowed. */
function checkPaymentSettings(values: Env): void {
  const mode = paymentsMode(values)
  if (mode === 'paypal') {
    const missing = PAYPAL_REQUIRED.filter((name) => !values[name])
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid environment configuration:\n  ${missing.map((name) => `${name}: is required for PayPal payments (run "npm run paypal:setup" for the plan ids)`).join('\n  ')}`,
      )
    }
  }
  if (
    values.PAYMENTS === 'simulator' &&
    values.NODE_ENV === 'production' &&
    !values.PAYMENT_SIMULATOR_IN_PRODUCTION
  ) {
    throw new ConfigError(
      'Invalid environment configuration:\n  PAYMENTS: the payment simulator moves no money and is refused when NODE_ENV=production (set PAYMENT_SIMULATOR_IN_PRODUCTION=true to allow it)',
    )
  }
}

/**
 * STORAGE=s3 needs a bucket; keys are given both or neither (neither: the AWS SDK's default
 * chain, e.g. an instance role or AWS_* variables).
 */
function checkStorageSettings(values: Env): void {
  const problems: string[] = []
  if (values.STORAGE === 's3' && !values.S3_BUCKET) {
    problems.push('S3_BUCKET: is required when STORAGE=s3')
  }
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    const missing = values.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'
    problems.push(
      `${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together (or both left unset for the AWS default credentials)`,
    )
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid environment configuration:\n  ${problems.join('\n  ')}`)
  }
}

/**
 * Which payment provider runs: PAYMENTS=auto picks PayPal when PAYPAL_CLIENT_ID is set, else
 * the simulator outside production, else none ('Subscription service not available').
 */
export function paymentsMode(
  values: Pick<
    Env,
    'PAYMENTS' | 'PAYPAL_CLIENT_ID' | 'NODE_ENV' | 'PAYMENT_SIMULATOR_IN_PRODUCTION'
  >,
): 'paypal' | 'simulator' | 'off' {
  if (values.PAYMENTS !== 'auto') return values.PAYMENTS
  if (values.PAYPAL_CLIENT_ID) return 'paypal'
  if (values.NODE_ENV !== 'production' || values.PAYMENT_SIMULATOR_IN_PRODUCTION) return 'simulator'
  return 'off'
}

/**
 * Outside production a missing SESSION_SECRET is generated once and kept in DATA_DIR, so
 * sessions survive restarts on a developer's machine. Production must set it.
 */
function developmentSessionSecret(nodeEnv: Env['NODE_ENV'], dataDir: string): string {
  if (nodeEnv === 'production') {
    throw new ConfigError(
      'Invalid environment configuration:\n  SESSION_SECRET: is required when NODE_ENV=production (at least 32 characters)',
    )
  }
  const file = path.join(dataDir, 'session-secret')
  try {
    const existing = readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return existing
  } catch {
    // not there yet: generated below
  }
  const secret = randomBytes(32).toString('hex')
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  return secret
}

/**
 * Reads `.env` from the working directory when there is one; variables already set in the
 * environment win. Called by bootConfig in the process entries, never by tests.
 */
export function loadDotEnvFile(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file)
}

/** What bootConfig touches outside itself, replaceable in its test. */
export interface BootConfigOptions {
  env?: NodeJS.ProcessEnv
  dotEnvFile?: string
  printError?: (message: string) => void
  exit?: (code: number) => never
}

/**
 * The configuration step of every process entry (main.ts, worker.ts): `.env` when there is
 * one, then the environment parsed. A bad value prints the message naming the variable, with
 * no stack trace, and ends the process with status 1; any other error is thrown as it is.
 */
export function bootConfig(options: BootConfigOptions = {}): Config {
  const {
    env = process.env,
    dotEnvFile = '.env',
    printError = (message) => console.error(message),
    exit = (code) => process.exit(code),
  } = options
  try {
    loadDotEnvFile(dotEnvFile)
    return loadConfig(env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    printError(error.message)
    return exit(1)
  }
}
