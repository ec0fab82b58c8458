/** Test helpers of the images module (docs/decisions/0036): a signed-in user of a tier with a lead at an address. */
import { randomUUID } from 'node:crypto'
import { leads, type NewLead } from '../db/schema'
import type { FactoryTier } from './factories'
import { tierFields } from './factories'
import { signInNewUser } from './signed-in'
import type { TestApp } from './test-app'

export const TEST_ADDRESS = {
  propertyAddress: '1200 Vine St.',
  city: 'Cincinnati',
  county: 'Hamilton',
  state: 'OH',
  zipCode: '45202',
}

/** A user of `tier` signed in, with one lead (a kept search result) at TEST_ADDRESS or `lead`. */
export async function userWithLead(t: TestApp, tier: FactoryTier, lead: Partial<NewLead> = {}) {
  const { client, user } = await signInNewUser(t, tierFields(tier))
  const unique = randomUUID().slice(0, 8)
  const [row] = await t.database.db
    .insert(leads)
    .values({
      userId: user.id,
      sourceKind: 'search_result',
      dedupeKey: `test:${unique}`,
      filingType: 'Lis Pendens',
      caseNumber: `A-26-${unique}`,
      defendantName: 'Jordan Sampleton',
      ...TEST_ADDRESS,
      ...lead,
    })
    .returning()
  return { client, user, lead: row! }
}
