/**
 * A county's sheriff-sale list as the browser tests give it to the app: imported into the
 * records index through the sources module's file importer (as an operator's import of a
 * county's list is), then, for a signed-in user, searched and kept as leads through the API as
 * the search page does it.
 */
import type { LeadView } from '@common/contracts/leads'
import { sql } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { importRecordsFile } from '../../server/src/modules/sources'
import type { E2eApp } from './app'

/** One sale as the list gives it; `sale` YYYY-MM-DD, `status` 'Scheduled', 'Cancelled'... */
export interface CountySale {
  case: string
  address: string
  sale: string
  status: string
  zip: string
  /** The defendant, when the list names one. */
  owner?: string
}

/** YYYY-MM-DD `days` from now (UTC). */
export const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Imports `sales` as the list of a Wisconsin county's sheriff, `sourceName` at `sourceUrl`. */
export async function importCountySales(
  app: E2eApp,
  options: {
    sales: readonly CountySale[]
    county: string
    city?: string
    sourceName: string
    sourceUrl: string
  },
): Promise<void> {
  await importRecordsFile(app.database.db, {
    content: JSON.stringify(options.sales),
    sourceName: options.sourceName,
    sourceUrl: options.sourceUrl,
    spec: {
      kind: 'mapping',
      mapping: {
        format: 'json',
        defaults: {
          state: 'WI',
          county: options.county,
          city: options.city ?? options.county,
          documentType: 'Sheriff Sale',
        },
        fields: {
          caseNumber: 'case',
          propertyAddress: 'address',
          defendantName: 'owner',
          saleDate: 'sale',
          saleStatus: 'status',
          zipCode: 'zip',
        },
      },
    },
  })
}

/** Makes the record of `caseNumber` last seen 27 hours ago: stale for a daily source. */
export async function lastSeenYesterday(app: E2eApp, caseNumber: string): Promise<void> {
  await app.database.db.execute(
    sql`update filings set last_seen_at = now() - interval '27 hours'
        where case_number = ${caseNumber}`,
  )
}

/**
 * The signed-in user searches Wisconsin `zip` and keeps every result (`expected` of them) as
 * leads, through the API as the search page does; answers the kept leads.
 */
export async function searchAndKeep(
  page: Page,
  app: E2eApp,
  options: { zip: string; expected: number },
): Promise<LeadView[]> {
  const origin = { origin: app.baseUrl }
  const search = await page.request.post(`${app.baseUrl}/api/public-records/search`, {
    data: { state: 'WI', zipCode: options.zip },
    headers: origin,
  })
  expect(search.status(), await search.text()).toBe(200)
  const found = await search.json()
  expect(found.results).toHaveLength(options.expected)
  const kept = await page.request.post(`${app.baseUrl}/api/leads`, {
    data: {
      from: 'search',
      searchId: found.search.id,
      filingIds: found.results.map((result: { id: string }) => result.id),
    },
    headers: origin,
  })
  expect(kept.status(), await kept.text()).toBe(200)
  return (await kept.json()).leads
}
