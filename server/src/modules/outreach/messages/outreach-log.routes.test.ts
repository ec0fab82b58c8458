import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildLeadRow, buildSocialProfile } from '../../../testing/outreach-factories'
import { signInNewUser } from '../../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

async function userWithProfile(defendantName = 'Maria Garcia') {
  const signedIn = await signInNewUser(t)
  const profile = await buildSocialProfile(t.database.db, {
    userId: signedIn.user.id,
    defendantName,
  })
  return { ...signedIn, profile }
}

function message(profile: { id: string; defendantName: string }, extra: object = {}) {
  return {
    socialProfileId: profile.id,
    defendantName: profile.defendantName,
    platform: 'facebook',
    message: 'Hi Maria, I saw the public filing. Happy to talk if you would like.',
    status: 'copied',
    complianceAcknowledged: true,
    ...extra,
  }
}

describe('POST /api/outreach', () => {
  it('stores a copied message with the acknowledgement and lists it', async () => {
    const { client, profile } = await userWithProfile()
    const response = await client.post('/api/outreach', message(profile, { subject: '  Hello ' }))
    expect(response.status).toBe(201)
    const record = await response.json()
    expect(record).toMatchObject({
      socialProfileId: profile.id,
      defendantName: 'Maria Garcia',
      platform: 'facebook',
      subject: 'Hello',
      status: 'copied',
      complianceAcknowledged: true,
      leadId: null,
    })
    expect(Date.now() - Date.parse(record.sentAt)).toBeLessThan(60_000)
    const list = await (await client.get('/api/outreach')).json()
    expect(list).toEqual([record])
  })

  it('refuses without the compliance confirmation, storing nothing', async () => {
    const { client, profile } = await userWithProfile()
    const response = await client.post(
      '/api/outreach',
      message(profile, { complianceAcknowledged: false }),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      code: 'COMPLIANCE_NOT_ACKNOWLEDGED',
      message: 'Compliance Confirmation Required',
    })
    const omitted = await client.post('/api/outreach', {
      ...message(profile),
      complianceAcknowledged: undefined,
    })
    expect(omitted.status).toBe(400)
    expect(await (await client.get('/api/outreach')).json()).toEqual([])
  })

  it('refuses a blank message, a bad status and a bad platform with 400', async () => {
    const { client, profile } = await userWithProfile()
    for (const extra of [
      { message: ' \n ' },
      { status: 'failed' },
      { platform: 'myspace' },
      { socialProfileId: 'not-a-uuid' },
    ]) {
      const response = await client.post('/api/outreach', message(profile, extra))
      expect(response.status, JSON.stringify(extra)).toBe(400)
    }
  })

  it('answers 404 for another user’s profile or lead, storing nothing (IDOR)', async () => {
    const owner = await userWithProfile()
    const other = await userWithProfile()
    const stolen = await other.client.post('/api/outreach', message(owner.profile))
    expect(stolen.status).toBe(404)
    expect((await stolen.json()).code).toBe('SOCIAL_PROFILE_NOT_FOUND')

    const lead = await buildLeadRow(t.database.db, { userId: owner.user.id, state: 'TX' })
    const withLead = await other.client.post(
      '/api/outreach',
      message(other.profile, { leadId: lead.id }),
    )
    expect(withLead.status).toBe(404)
    expect((await withLead.json()).code).toBe('LEAD_NOT_FOUND')
    expect(await (await other.client.get('/api/outreach')).json()).toEqual([])
    const timeline = await other.client.get(`/api/leads/${lead.id}/outreach`)
    expect(timeline.status).toBe(404)
  })

  it('asks for the state law to be acknowledged for consultant wording about a California lead', async () => {
    const { client, user, profile } = await userWithProfile()
    const lead = await buildLeadRow(t.database.db, { userId: user.id, state: 'CA' })
    const wording = 'Hi Maria, I can stop your foreclosure.'
    const refused = await client.post(
      '/api/outreach',
      message(profile, { leadId: lead.id, message: wording }),
    )
    expect(refused.status).toBe(409)
    const body = await refused.json()
    expect(body.code).toBe('STATE_LAW_ACKNOWLEDGEMENT_REQUIRED')
    expect(body.rules.map((rule: { citation: string }) => rule.citation)).toEqual([
      'Cal. Civ. Code §§ 2945-2945.11',
    ])
    const accepted = await client.post(
      '/api/outreach',
      message(profile, { leadId: lead.id, message: wording, stateLawAcknowledged: true }),
    )
    expect(accepted.status).toBe(201)
    // The same words about a lead in a state without such a law need no acknowledgement.
    const texas = await buildLeadRow(t.database.db, { userId: user.id, state: 'TX' })
    const plain = await client.post(
      '/api/outreach',
      message(profile, { leadId: texas.id, message: wording }),
    )
    expect(plain.status).toBe(201)
  })

  it('asks to confirm outreach about a lead whose case may have ended', async () => {
    const { client, user, profile } = await userWithProfile()
    const lead = await buildLeadRow(t.database.db, {
      userId: user.id,
      state: 'TX',
      filingType: 'Notice of Cancellation of Sale',
    })
    const refused = await client.post('/api/outreach', message(profile, { leadId: lead.id }))
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      code: 'CASE_STATUS_CONFIRMATION_REQUIRED',
      reasons: ['case_ended'],
    })
    const confirmed = await client.post(
      '/api/outreach',
      message(profile, { leadId: lead.id, caseStatusConfirmed: true, status: 'sent' }),
    )
    expect(confirmed.status).toBe(201)
    const timeline = await (await client.get(`/api/leads/${lead.id}/outreach`)).json()
    expect(timeline).toMatchObject([{ leadId: lead.id, status: 'sent' }])
  })

  it('reads the record’s sale status: a sold home’s lead asks for confirmation too', async () => {
    const { client, user, profile } = await userWithProfile()
    const sold = await buildLeadRow(t.database.db, {
      userId: user.id,
      state: 'TX',
      saleStatus: 'sold',
    })
    const refused = await client.post('/api/outreach', message(profile, { leadId: sold.id }))
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      code: 'CASE_STATUS_CONFIRMATION_REQUIRED',
      reasons: ['sale_sold'],
    })
    const context = await (
      await client.get(`/api/outreach/context?socialProfileId=${profile.id}`)
    ).json()
    expect(context.leads).toContainEqual(
      expect.objectContaining({ id: sold.id, saleStatus: 'sold' }),
    )
  })
})

describe('GET /api/outreach filters', () => {
  it('filters by defendant name and/or social profile, newest first, own records only', async () => {
    const { client, user, profile } = await userWithProfile('Maria Garcia')
    const second = await buildSocialProfile(t.database.db, {
      userId: user.id,
      defendantName: 'John Smith',
      platform: 'linkedin',
    })
    const first = await (await client.post('/api/outreach', message(profile))).json()
    const other = await (
      await client.post('/api/outreach', {
        ...message(second),
        platform: 'linkedin',
        status: 'sent',
      })
    ).json()
    const again = await (await client.post('/api/outreach', message(profile))).json()

    const all = await (await client.get('/api/outreach')).json()
    expect(all.map((x: { id: string }) => x.id)).toEqual([again.id, other.id, first.id])
    const byName = await (await client.get('/api/outreach?defendantName=maria%20%20garcia')).json()
    expect(byName.map((x: { id: string }) => x.id)).toEqual([again.id, first.id])
    const byProfile = await (await client.get(`/api/outreach?socialProfileId=${second.id}`)).json()
    expect(byProfile.map((x: { id: string }) => x.id)).toEqual([other.id])
    const both = await (
      await client.get(`/api/outreach?socialProfileId=${second.id}&defendantName=Maria%20Garcia`)
    ).json()
    expect(both).toEqual([])

    const stranger = await userWithProfile('Maria Garcia')
    expect(await (await stranger.client.get('/api/outreach')).json()).toEqual([])
    expect(
      await (await stranger.client.get(`/api/outreach?socialProfileId=${profile.id}`)).json(),
    ).toEqual([])
    expect((await stranger.client.get('/api/outreach?socialProfileId=x')).status).toBe(400)
  })
})

describe('GET /api/outreach/context', () => {
  it('gives the profile, the user’s leads matching the name and the sender', async () => {
    const { client, user, profile } = await userWithProfile('Garcia, Maria L.')
    const lead = await buildLeadRow(t.database.db, {
      userId: user.id,
      defendantName: 'MARIA L GARCIA',
    })
    await buildLeadRow(t.database.db, { userId: user.id, defendantName: 'JOHN SMITH' })
    const stranger = await signInNewUser(t)
    await buildLeadRow(t.database.db, { userId: stranger.user.id, defendantName: 'MARIA GARCIA' })
    await client.request('/api/settings/sender', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Sam Investor',
        postalAddress: '100 Main St, Fresno, CA 93701',
        replyTo: 'sam@example.com',
        phone: '(559) 555-0100',
      }),
    })
    const response = await client.get(`/api/outreach/context?socialProfileId=${profile.id}`)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.profile).toEqual({
      id: profile.id,
      defendantName: 'Garcia, Maria L.',
      platform: 'facebook',
    })
    expect(body.leads.map((x: { id: string }) => x.id)).toEqual([lead.id])
    expect(body.sender).toEqual({ name: 'Sam Investor', phone: '(559) 555-0100' })
    const other = await stranger.client.get(`/api/outreach/context?socialProfileId=${profile.id}`)
    expect(other.status).toBe(404)
  })
})
