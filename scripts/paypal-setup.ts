/**
 * `npm run paypal:setup`: creates on PayPal the product and the three monthly plans (Basic,
 * Pro, Elite, priced from common/plans.ts) and prints the PAYPAL_PLAN_ID_* lines for `.env`.
 * Reads PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, and PAYPAL_MODE (sandbox, the default, or
 * live) or PAYPAL_API_BASE. Each run creates new plans, so run it once per PayPal app.
 */
import { loadDotEnvFile } from '../server/src/config'
import {
  PAYPAL_API_BASES,
  PaymentProviderError,
  setUpPayPalCatalogue,
} from '../server/src/modules/billing'

loadDotEnvFile()
const clientId = process.env.PAYPAL_CLIENT_ID
const clientSecret = process.env.PAYPAL_CLIENT_SECRET
const mode = process.env.PAYPAL_MODE || 'sandbox'

if (!clientId || !clientSecret) {
  console.error(
    'Set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (from developer.paypal.com > Apps & Credentials).',
  )
  process.exit(1)
}
if (mode !== 'sandbox' && mode !== 'live') {
  console.error(`PAYPAL_MODE must be sandbox or live (got "${mode}").`)
  process.exit(1)
}
const baseUrl = process.env.PAYPAL_API_BASE || PAYPAL_API_BASES[mode]

try {
  console.error(`Creating the product and the monthly plans on ${baseUrl} ...`)
  const catalogue = await setUpPayPalCatalogue({ baseUrl, clientId, clientSecret })
  console.error(`Created product ${catalogue.productId}. Add these lines to .env:`)
  console.log(`PAYPAL_PLAN_ID_BASIC=${catalogue.planIds.basic}`)
  console.log(`PAYPAL_PLAN_ID_PRO=${catalogue.planIds.pro}`)
  console.log(`PAYPAL_PLAN_ID_ELITE=${catalogue.planIds.elite}`)
} catch (error) {
  const message = error instanceof PaymentProviderError ? error.message : String(error)
  console.error(`PayPal set-up failed: ${message}`)
  process.exit(1)
}
