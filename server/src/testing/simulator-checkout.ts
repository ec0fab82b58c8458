/**
 * Test helper: the payer's side of the payment simulator's checkout, as a browser would do it:
 * open the approval link, press Approve, and read what the success page would send back.
 */
import { expect } from 'vitest'
import type { TestClient } from './http-client'

/** Follows the approval link to the simulator page and presses Approve. */
export async function approveOnSimulator(client: TestClient, approvalUrl: string) {
  const url = new URL(approvalUrl)
  const page = await client.get(`${url.pathname}${url.search}`)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('no money moves')
  const baToken = url.searchParams.get('ba_token')!
  const approved = await client.request('/api/billing/simulator/checkout/approve', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ba_token: baToken }).toString(),
  })
  expect(approved.status).toBe(303)
  return new URL(approved.headers.get('location')!)
}

/** What the success page sends back from the return URL. */
export function returnBody(back: URL) {
  return {
    token: back.searchParams.get('token') ?? undefined,
    subscriptionId: back.searchParams.get('subscription_id') ?? undefined,
    baToken: back.searchParams.get('ba_token') ?? undefined,
  }
}
