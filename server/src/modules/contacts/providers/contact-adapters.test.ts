/**
 * The real adapters against their loopback fakes, at the provider level: what they send (paths,
 * headers, bodies), what they read back, and failures turned into ContactProviderError without
 * the key in the message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ContactFakes, startContactFakes } from '../../../testing/fake-contact-providers'
import { createBatchDataSkipTrace, readBatchDataPerson } from './batchdata-skip-trace'
import { ContactProviderError } from './contact-providers'
import { createDncScrubCompliance, readScrubRow } from './dncscrub-compliance'
import { createPdlSocialProfiles } from './pdl-social-profiles'
import {
  createSimulatedPhoneCompliance,
  createSimulatedSkipTrace,
  createSimulatedSocialProfiles,
} from './simulators'

let fakes: ContactFakes
beforeAll(async () => {
  fakes = await startContactFakes()
})
afterAll(() => fakes.close())

const address = { street: '1420 Elm Street', city: 'Cincinnati', state: 'OH', zip: '45202' }

describe('BatchData adapter', () => {
  it('sends the V1 request and reads matched persons, leaving unmatched ones out', async () => {
    fakes.batchData.people = [
      {
        first: 'Marcus',
        last: 'Bell',
        street: '1420 Elm Street',
        zip: '45202',
        phones: [{ number: '+1 513-555-0142', type: 'VoIP', tcpa: true }],
        emails: [{ email: 'Marcus.Bell@Example.net', tested: false }],
      },
    ]
    const answer = await fakes.providers.skipTrace.trace([
      { requestId: 'a', name: { first: 'marcus', last: 'bell' }, propertyAddress: address },
      { requestId: 'b', name: { first: 'nobody', last: 'here' }, propertyAddress: address },
    ])
    const sent = fakes.batchData.requests.at(-1)
    expect(sent?.headers.authorization).toBe(`Bearer ${fakes.batchData.token}`)
    expect(sent?.body).toEqual({
      requests: [
        { requestId: 'a', propertyAddress: address, name: { first: 'marcus', last: 'bell' } },
        { requestId: 'b', propertyAddress: address, name: { first: 'nobody', last: 'here' } },
      ],
      options: { includeTCPABlacklistedPhones: true },
    })
    expect(answer.persons).toHaveLength(1)
    expect(answer.persons[0]).toMatchObject({
      fullName: 'Marcus Bell',
      phones: [{ number: '5135550142', lineType: 'voip', tcpa: true }],
      emails: [{ address: 'marcus.bell@example.net', tested: false }],
      deceased: false,
    })
  })

  it('fails with a ContactProviderError that does not hold the token', async () => {
    const wrong = createBatchDataSkipTrace({
      token: 'secret-token-123',
      baseUrl: fakes.batchData.baseUrl,
      timeoutMs: 2000,
    })
    const error = await wrong
      .trace([{ requestId: 'a', name: { first: 'a', last: 'b' }, propertyAddress: address }])
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContactProviderError)
    expect((error as ContactProviderError).status).toBe(401)
    expect(String(error)).not.toContain('secret-token-123')
    const unreachable = createBatchDataSkipTrace({
      token: 't',
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2000,
    })
    await expect(
      unreachable.trace([
        { requestId: 'a', name: { first: 'a', last: 'b' }, propertyAddress: address },
      ]),
    ).rejects.toBeInstanceOf(ContactProviderError)
  })

  it('reads the fields it knows and ignores what it does not', () => {
    expect(readBatchDataPerson({ meta: { matched: false } })).toBeNull()
    expect(readBatchDataPerson({ name: {}, meta: { matched: true } })).toBeNull()
    expect(
      readBatchDataPerson({
        name: { first: 'Ann', last: 'Lee' },
        phoneNumbers: [{ number: '123' }, { number: 5135550100, type: 'Mobile' }],
        emails: [{ address: 'ann@example.org' }, { email: 'not-an-email' }],
        deceased: true,
        meta: { matched: true, requestId: 'r1' },
        surprise: { nested: true },
      }),
    ).toMatchObject({
      requestId: 'r1',
      fullName: 'Ann Lee',
      deceased: true,
      phones: [{ number: '5135550100', lineType: 'mobile' }],
      emails: [{ address: 'ann@example.org', tested: null }],
    })
  })
})

describe('DNCScrub adapter', () => {
  it('scrubs DNC, wireless-restricted and litigator numbers in two calls', async () => {
    fakes.dncScrub.dnc = new Set(['5135550142'])
    fakes.dncScrub.wirelessRestricted = new Set(['5135550150'])
    fakes.dncScrub.litigators = new Set(['5135550163'])
    const result = await fakes.providers.phoneCompliance.scrub([
      '5135550142',
      '5135550150',
      '5135550163',
      '5135550187',
    ])
    expect(
      Object.fromEntries(
        [...result].map(([n, s]) => [n, [s.dnc, s.litigator, s.wirelessRestricted, s.resultCode]]),
      ),
    ).toEqual({
      '5135550142': [true, false, false, 'D'],
      '5135550150': [false, false, true, 'L'],
      '5135550163': [false, true, false, 'C'],
      '5135550187': [false, false, false, 'C'],
    })
    const [scrub, litigator] = fakes.dncScrub.requests.slice(-2)
    expect(scrub?.path).toBe('/app/main/rpc/scrub')
    expect(scrub?.headers.loginid).toBe(fakes.dncScrub.loginId)
    expect(scrub?.body).toMatchObject({ version: '5', output: 'json' })
    expect(litigator?.path).toBe('/v1.5/Scrub/litigator')
  })

  it('reads the result codes of its output guide', () => {
    const row = (ResultCode: string, Reason = '') =>
      readScrubRow({ Phone: '1', ResultCode, Reason })
    expect(row('C').dnc).toBe(false)
    expect(row('W').dnc).toBe(false)
    expect(row('D').dnc).toBe(true)
    expect(row('D', 'Litigator').litigator).toBe(true)
    expect(row('B').dnc).toBe(true)
    expect(row('').dnc).toBe(true)
    expect(row('L')).toMatchObject({ dnc: false, wirelessRestricted: true })
  })

  it('fails on a wrong loginId without echoing it', async () => {
    const wrong = createDncScrubCompliance({
      loginId: 'login-xyz',
      baseUrl: fakes.dncScrub.baseUrl,
      litigatorBaseUrl: fakes.dncScrub.baseUrl,
      timeoutMs: 2000,
    })
    const error = await wrong.scrub(['5135550142']).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContactProviderError)
    expect(String(error)).not.toContain('login-xyz')
  })
})

describe('People Data Labs adapter', () => {
  it('answers null for a 404 (no match) and the match for a 200', async () => {
    fakes.pdl.people = [
      {
        fullName: 'Ann Lee',
        likelihood: 6,
        profiles: [{ network: 'twitter', url: 'twitter.com/annlee' }],
      },
    ]
    expect(
      await fakes.providers.socialProfiles.findPerson({ name: 'Zed Nobody', minLikelihood: 2 }),
    ).toBeNull()
    expect(
      await fakes.providers.socialProfiles.findPerson({ name: 'Ann Lee', minLikelihood: 7 }),
    ).toBeNull()
    expect(
      await fakes.providers.socialProfiles.findPerson({ name: 'Ann Lee', minLikelihood: 2 }),
    ).toMatchObject({
      likelihood: 6,
      fullName: 'ann lee',
      profiles: [{ network: 'twitter', url: 'https://twitter.com/annlee', username: null }],
    })
  })

  it('fails on a wrong key without echoing it', async () => {
    const wrong = createPdlSocialProfiles({
      apiKey: 'pdl-key-999',
      baseUrl: fakes.pdl.baseUrl,
      timeoutMs: 2000,
    })
    const error = await wrong
      .findPerson({ name: 'Ann Lee', minLikelihood: 2 })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContactProviderError)
    expect(String(error)).not.toContain('pdl-key-999')
  })
})

describe('simulators', () => {
  it('say they are simulated and answer the same for the same input, with fictional data', async () => {
    const trace = createSimulatedSkipTrace()
    expect(trace.simulated).toBe(true)
    const requests = Array.from({ length: 12 }, (_, i) => ({
      requestId: String(i),
      name: { first: 'pat', last: `case${i}` },
      propertyAddress: address,
    }))
    const first = await trace.trace(requests)
    expect(await trace.trace(requests)).toEqual(first)
    for (const person of first.persons) {
      for (const phone of person.phones) expect(phone.number).toMatch(/^\d{3}55501\d{2}$/)
      for (const email of person.emails) expect(email.address).toMatch(/@example\.com$/)
    }
    const compliance = createSimulatedPhoneCompliance()
    expect(compliance.simulated).toBe(true)
    const social = createSimulatedSocialProfiles()
    const match = await social.findPerson({ name: 'Pat Case', minLikelihood: 2 })
    for (const profile of match?.profiles ?? []) {
      expect(profile.url).toMatch(/^https:\/\/www\.example\.com\/simulated\//)
    }
  })
})
