/**
 * A phone's DNC and litigator scrub is reused for 31 days (the DNC registry's refresh rule for
 * callers): traces within that time send the number to DNCScrub once; a scrub older than that
 * is made again. Real BatchData and DNCScrub adapters against their loopback fakes.
 */

import { CONTACTS } from '@common/limits'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { phoneComplianceCache } from '../../db/schema'
import {
  acceptPermissibleUse,
  buildTraceLead,
  MARCUS,
  TANYA,
  traceLead,
} from '../../testing/contacts-test-helpers'
import { tierFields } from '../../testing/factories'
import { type ContactFakes, startContactFakes } from '../../testing/fake-contact-providers'
import { signInNewUser } from '../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let fakes: ContactFakes
beforeAll(async () => {
  fakes = await startContactFakes()
  t = await buildTestApp({ contactProviders: fakes.providers })
})
afterAll(async () => {
  await t.close()
  await fakes.close()
})

beforeEach(() => {
  fakes.batchData.people = [MARCUS, TANYA]
  fakes.batchData.reverse = false
  fakes.dncScrub.dnc = new Set(['5135550142'])
  fakes.dncScrub.litigators = new Set()
  fakes.dncScrub.wireless = new Set(['5135550142'])
})

async function ageScrubs(userId: string, days: number) {
  await t.database.db
    .update(phoneComplianceCache)
    .set({ checkedAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(phoneComplianceCache.userId, userId))
}

describe('the phone scrub cache', () => {
  it('scrubs a number once within 31 days and again after', async () => {
    expect(CONTACTS.phoneComplianceCacheDays).toBe(31)
    const signedIn = await signInNewUser(t, tierFields('pro'))
    expect((await acceptPermissibleUse(signedIn.client)).status).toBe(200)
    const { client, user } = signedIn
    const trace = async () => {
      const lead = await buildTraceLead(t.database.db, { userId: user.id })
      const before = fakes.dncScrub.scrubbed.length
      const response = await traceLead(client, lead.id)
      expect(response.status).toBe(200)
      return fakes.dncScrub.scrubbed.slice(before).sort()
    }

    const first = await trace()
    expect(first).toContain('5135550142')
    const stored = await t.database.db
      .select()
      .from(phoneComplianceCache)
      .where(eq(phoneComplianceCache.userId, user.id))
    expect(stored.map((row) => row.number).sort()).toEqual(first)
    expect(stored.find((row) => row.number === '5135550142')?.dnc).toBe(true)

    expect(await trace()).toEqual([])
    await ageScrubs(user.id, 30)
    expect(await trace()).toEqual([])

    await ageScrubs(user.id, 32)
    fakes.dncScrub.dnc = new Set()
    expect(await trace()).toEqual(first)
    const [rescrubbed] = await t.database.db
      .select()
      .from(phoneComplianceCache)
      .where(eq(phoneComplianceCache.number, '5135550142'))
    expect(rescrubbed?.dnc).toBe(false)
  })
})
