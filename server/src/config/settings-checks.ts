/**
 * The checks of the parsed environment that one variable's schema cannot make alone: what
 * production requires, what PayPal needs, what S3 storage needs; and which payment provider runs.
 */
import type { Env } from './env-schema'

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * Production refuses to start without what keeps accounts safe: SESSION_SECRET (sessions must
 * survive restarts and be the same on every process) and SMTP_URL (password-reset e-mails need a
 * real mail server; the development outbox writes them to local files, which nobody receives).
 */
export function checkProductionSettings(values: Env): void {
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
  if (values.ENRICHMENT_ALLOW_LOOPBACK) {
    problems.push(
      'ENRICHMENT_ALLOW_LOOPBACK: enrichment may not fetch from loopback addresses when NODE_ENV=production (unset it)',
    )
  }
  if (values.CRM_WEBHOOK_ALLOW_PRIVATE_TARGETS) {
    problems.push(
      'CRM_WEBHOOK_ALLOW_PRIVATE_TARGETS: webhooks to loopback and private addresses are refused when NODE_ENV=production (unset it)',
    )
  }
  if (values.ALERT_WEBHOOK_ALLOW_PRIVATE_TARGETS) {
    problems.push(
      'ALERT_WEBHOOK_ALLOW_PRIVATE_TARGETS: alert webhooks to loopback and private addresses are refused when NODE_ENV=production (unset it)',
    )
  }
  if (values.SMTP_MAILBOX_ALLOW_PRIVATE_TARGETS) {
    problems.push(
      "SMTP_MAILBOX_ALLOW_PRIVATE_TARGETS: users' SMTP servers on loopback and private addresses are refused when NODE_ENV=production (unset it)",
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
export function checkPaymentSettings(values: Env): void {
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
export function checkStorageSettings(values: Env): void {
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
