/**
 * Helpers of the contacts tests (imported by tests only): leads written straight into the
 * database, the contact routes' calls, and a month's usage set to a value. They name the test
 * client by its shape instead of importing testing/, which imports the app: a production-side
 * file of this folder importing it would close a folder cycle.
 */
import { PERMISSIBLE_USE } from '@common/contracts/contacts'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { insertSheriffSaleLead } from '../db/test-factories/leads'
import { usagePeriod } from '../modules/billing'

/** testing/http-client's TestClient, the part these helpers use. */
export interface TestClient {
  request(path: string, init?: RequestInit): Promise<Response>
  post(path: string, body?: unknown): Promise<Response>
  get(path: string): Promise<Response>
}

/** A kept lead of a sheriff-sale list with two co-borrowers at 1420 Elm Street, Cincinnati. */
export const buildTraceLead = insertSheriffSaleLead

export const acceptPermissibleUse = (client: TestClient) =>
  client.post('/api/contacts/permissible-use', { version: PERMISSIBLE_USE.version, accept: true })

export const traceLead = (client: TestClient, leadId: string) =>
  client.post(`/api/leads/${leadId}/skip-trace`)

export const socialSearch = (client: TestClient, body: unknown) =>
  client.post('/api/social-profiles/search', body)

/** Sets this month's `column` of monthly_usage for the user (e.g. 'skip_traces'). */
export async function setMonthlyUsage(db: Db, userId: string, column: string, value: number) {
  const { year, month } = usagePeriod()
  const name = sql.identifier(column)
  await db.execute(sql`
    insert into monthly_usage (user_id, year, month, ${name}) values (${userId}::uuid, ${year}, ${month}, ${value})
    on conflict (user_id, year, month) do update set ${name} = ${value}`)
}

/** This month's `column` of monthly_usage for the user. */
export async function monthlyUsageValue(db: Db, userId: string, column: string): Promise<number> {
  const { year, month } = usagePeriod()
  const result = await db.execute<{ value: number }>(sql`
    select ${sql.identifier(column)} as value from monthly_usage
    where user_id = ${userId}::uuid and year = ${year} and month = ${month}`)
  return Number(result.rows[0]?.value ?? 0)
}

/** Two co-borrowers of 1420 Elm Street as the BatchData fake knows them. */
export const MARCUS = {
  first: 'Marcus',
  last: 'Bell',
  street: '1420 Elm Street',
  zip: '45202',
  age: 52,
  phones: [
    { number: '5135550142', type: 'Mobile' as const },
    { number: '(513) 555-0187', type: 'Land Line' as const },
  ],
  emails: [{ email: 'marcus.bell@example.net', tested: true }],
  mailingAddress: { street: 'PO Box 77', city: 'Cincinnati', state: 'OH', zip: '45201' },
}
export const TANYA = {
  first: 'Tanya',
  last: 'Bell',
  street: '1420 Elm Street',
  zip: '45202',
  age: 49,
  phones: [{ number: '5135550163', type: 'Mobile' as const }],
  emails: [{ email: 'tanya.bell@example.net' }],
}
