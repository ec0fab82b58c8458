/**
 * Builds the payment provider the configuration asks for (config.paymentsMode): PayPal's
 * Subscriptions API, the local simulator, or none.
 */
import type { FastifyBaseLogger } from 'fastify'
import { type Config, paymentsMode } from '../../../config'
import type { Db } from '../../../db/client'
import type { PaymentProvider } from './payment-provider'
import { PAYPAL_API_BASES } from './paypal-http'
import { createPayPalProvider } from './paypal-provider'
import { createSimulatorProvider } from './simulator-provider'

export function createPaymentProvider(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
): PaymentProvider | null {
  const mode = paymentsMode(config)
  if (mode === 'off') return null
  if (mode === 'simulator') {
    log.warn(
      'Payments run on the local simulator: no money moves (set PayPal settings for real payments).',
    )
    return createSimulatorProvider({ db, publicUrl: config.PUBLIC_URL })
  }
  return createPayPalProvider({
    clientId: config.PAYPAL_CLIENT_ID!,
    clientSecret: config.PAYPAL_CLIENT_SECRET!,
    baseUrl: config.PAYPAL_API_BASE ?? PAYPAL_API_BASES[config.PAYPAL_MODE],
    webhookId: config.PAYPAL_WEBHOOK_ID!,
    planIds: {
      basic: config.PAYPAL_PLAN_ID_BASIC!,
      pro: config.PAYPAL_PLAN_ID_PRO!,
      elite: config.PAYPAL_PLAN_ID_ELITE!,
    },
    log,
  })
}
