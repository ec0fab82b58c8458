/**
 * What the search route tests share (search.routes.test.ts, search-subscribers.routes.test.ts):
 * the filings they search, and a search whose 200 replies are checked against the contract.
 */
import { publicRecordsSearchResponse } from '@common/contracts/records'
import { expect } from 'vitest'
import type { Db } from '../db/client'
import { filings } from '../db/schema'

/** testing/http-client's TestClient, the part used here (importing it would make a cycle). */
interface TestClient {
  post(path: string, body?: unknown): Promise<Response>
}

/**
 * Five filings in ZIP 33130 (Miami-Dade), one each in 33602 (Hillsborough) and 33301 (Broward),
 * two in 32801 (Orange), made up for the tests.
 */
export async function seedSearchFilings(db: Db): Promise<void> {
  const base = {
    state: 'FL',
    sourceDatabase: 'test-source',
    documentType: 'Lis Pendens',
    court: 'Circuit Court',
  }
  await db.insert(filings).values([
    ...[1, 2, 3, 4, 5].map((i) => ({
      ...base,
      dedupeKey: `t:miami:${i}`,
      caseNumber: `2026-CA-00${i}`,
      defendantName: `Pat Tester ${i}`,
      propertyAddress: `${i}00 Example Ave`,
      city: 'Miami',
      county: 'Miami-Dade',
      zipCode: '33130',
      filingDate: `2026-0${i}-15`,
      loanAmount: `${i}00000.00`,
      documentType: i % 2 ? 'Lis Pendens' : 'Verified Complaint',
    })),
    // One filing in each of two more counties (a Basic plan's third and fourth).
    ...[
      ['33602', 'Tampa', 'Hillsborough'],
      ['33301', 'Fort Lauderdale', 'Broward'],
    ].map(([zipCode, city, county]) => ({
      ...base,
      dedupeKey: `t:${zipCode}`,
      caseNumber: `2026-CA-${zipCode}`,
      city,
      county,
      zipCode,
      filingDate: '2026-02-01',
    })),
    ...[1, 2].map((i) => ({
      ...base,
      dedupeKey: `t:orlando:${i}`,
      caseNumber: `2026-CA-10${i}`,
      defendantName: `Sam Sample ${i}`,
      propertyAddress: `${i} Test St`,
      city: 'Orlando',
      county: 'Orange',
      zipCode: '32801',
      filingDate: '2026-03-01',
    })),
  ])
}

/**
 * A search; every 200 reply is checked against the contract, which the route does not do itself
 * (it only stringifies): right types, and no key the contract does not name (parse drops those).
 */
export async function search(client: TestClient, body: object) {
  const response = await client.post('/api/public-records/search', body)
  if (response.status === 200) {
    const json = await response.clone().json()
    expect(publicRecordsSearchResponse.parse(json)).toEqual(json)
  }
  return response
}
