/**
 * Helpers of the CRM tests (imported by tests only): leads written straight into the database
 * and the CRM routes' calls. They name the test client by its shape instead of importing
 * testing/ (which imports the app: a cycle between folders otherwise).
 */
import { pushToCrmResponse } from '@common/contracts/crm'
import type { Db } from '../db/client'
import type { NewLead } from '../db/schema'
import { insertSheriffSaleLead } from '../db/test-factories/leads'

export interface TestClient {
  request(path: string, init?: RequestInit): Promise<Response>
  post(path: string, body?: unknown): Promise<Response>
  get(path: string): Promise<Response>
}

/** A kept sheriff-sale lead with two co-borrowers (and a bank) at 1420 Elm Street, Cincinnati. */
export const buildCrmLead = (db: Db, overrides: Partial<NewLead> & { userId: string }) =>
  insertSheriffSaleLead(db, {
    defendantName: 'Marcus Bell; Tanya R Bell; Example Savings Bank, N.A.',
    plaintiffName: 'Example Mortgage Trust',
    filingDate: '2026-02-02',
    tags: ['pre-foreclosure'],
    ...overrides,
  })

export const connect = (client: TestClient, body: unknown) =>
  client.post('/api/crm/connections', body)

export const push = (client: TestClient, provider: string, leadIds: string[]) =>
  client.post('/api/crm/push', { provider, leadIds })

/** A push that must succeed: its parsed reply. */
export async function pushed(client: TestClient, provider: string, leadIds: string[]) {
  const response = await push(client, provider, leadIds)
  const body = await response.json()
  if (response.status !== 200)
    throw new Error(`push answered ${response.status}: ${JSON.stringify(body)}`)
  return pushToCrmResponse.parse(body)
}
