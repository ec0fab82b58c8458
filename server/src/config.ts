/**
 * The environment, parsed once at start-up by one zod schema (CONVENTIONS.md rule 4; the schema
 * is config/env-schema.ts, the checks across variables config/settings-checks.ts).
 * A bad value stops the process with a message that names the variable.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type Env, envSchema } from './config/env-schema'
import {
  ConfigError,
  checkPaymentSettings,
  checkProductionSettings,
  checkStorageSettings,
} from './config/settings-checks'
import { maskUrlCredentials } from './lib/redact'

export { ConfigError, paymentsMode } from './config/settings-checks'

export interface Config
  extends Omit<Env, 'SESSION_SECRET' | 'PUBLIC_URL' | 'DATA_DIR' | 'S3_FORCE_PATH_STYLE'> {
  DATA_DIR: string
  SESSION_SECRET: string
  PUBLIC_URL: string
  /** Path-style S3 addresses (host/bucket/key); default true when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: boolean
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
