/**
 * The typed-client example the API keys section of Settings and the README show: openapi-fetch
 * with the types openapi-typescript generates from the OpenAPI document. `npm run typecheck`
 * compiles it against docs/api/v1.d.ts, so the example and the API cannot drift apart
 * (docs/decisions/0066-openapi-lint-and-typed-client.md).
 */
// example:start
// npm install openapi-fetch && npm install -D openapi-typescript
// npx openapi-typescript https://YOUR_HOST/api/v1/openapi.json -o v1.d.ts
import createClient from 'openapi-fetch'
import type { paths } from '../v1'

// An API key from Settings > API keys, with the scopes records:read and leads:read.
const api = createClient<paths>({
  baseUrl: process.env.FORECLOSURE_LEADS_URL ?? 'http://localhost:5000',
  headers: { Authorization: `Bearer ${process.env.FORECLOSURE_LEADS_API_KEY}` },
})

// Search public records (counts as a search of your plan).
const search = await api.POST('/api/v1/search', {
  body: { state: 'TX', zipCode: '77002' },
})
if (search.error) throw new Error(`${search.error.code}: ${search.error.message}`)
for (const record of search.data.results) {
  console.log(record.caseNumber, record.defendantName, record.propertyAddress)
}

// List your new leads, 20 at a time (pass nextCursor as cursor for the next page).
const leads = await api.GET('/api/v1/leads', {
  params: { query: { status: 'new', limit: 20 } },
})
if (leads.error) throw new Error(`${leads.error.code}: ${leads.error.message}`)
for (const lead of leads.data.leads) console.log(lead.id, lead.defendantName, lead.saleDate)
console.log('Next page:', leads.data.nextCursor)
console.log('Requests left today:', leads.response.headers.get('X-RateLimit-Remaining'))
// The leads to work today, most urgent first: each lead's urgency is a score 0-100 timed to the
// foreclosure sale, with its reasons and their shares (minUrgency keeps those scoring at least 60).
const urgent = await api.GET('/api/v1/leads', {
  params: { query: { sort: 'urgency', order: 'desc', minUrgency: 60, limit: 10 } },
})
if (urgent.error) throw new Error(`${urgent.error.code}: ${urgent.error.message}`)
for (const lead of urgent.data.leads) console.log(lead.urgency.score, lead.urgency.explanation)
