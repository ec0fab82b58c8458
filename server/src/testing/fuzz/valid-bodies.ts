/**
 * A valid body for each JSON route that takes one: the fuzz test replaces one field at a time
 * with a hostile value, so the request passes the other checks and reaches the code behind them
 * (the database, the provider), where a bad value used to cause a 500.
 */
export const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/register': {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'fuzz.new@example.com',
    password: 'longpassword1',
  },
  'POST /api/login': { email: 'fuzz.new@example.com', password: 'longpassword1' },
  'POST /api/forgot-password': { email: 'fuzz.new@example.com' },
  'POST /api/reset-password': { token: 'a'.repeat(64), password: 'longpassword2' },
  'POST /api/public-records/search': {
    state: 'NJ',
    zipCode: '07102',
    city: 'Newark',
    county: 'Essex',
  },
  'POST /api/leads': {
    from: 'search',
    searchId: '0190a3c2-7f4e-7b1a-9c3d-2e5f6a7b8c9d',
    filingIds: ['0190a3c2-7f4e-7b1a-9c3d-2e5f6a7b8c9e'],
  },
  'POST /api/leads/bulk': {
    ids: ['0190a3c2-7f4e-7b1a-9c3d-2e5f6a7b8c9f'],
    patch: { status: 'won', addTags: ['hot'], folder: 'F', note: 'n' },
  },
  'POST /api/crm/connections': { provider: 'webhook', url: 'https://10.0.0.1/hook' },
  'POST /api/crm/push': { provider: 'hubspot', leadIds: ['0190a3c2-7f4e-7b1a-9c3d-2e5f6a7b8ca0'] },
  'POST /api/paypal/create-subscription': { subscriptionId: 'pro-monthly', tier: 'pro' },
  'POST /api/paypal/complete-subscription': {
    token: '5O190127TN364715T',
    subscriptionId: 'I-BW452GLLEP1G',
    baToken: 'BA-2M539689T3856352J',
  },
  'POST /api/billing/simulator/checkout/approve': { ba_token: 'BA-SIM0000000000000000' },
  'POST /api/billing/simulator/checkout/cancel': { ba_token: 'BA-SIM0000000000000000' },
}
