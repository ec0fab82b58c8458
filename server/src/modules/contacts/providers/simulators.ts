/**
 * The local simulators used when no provider keys are set (ARCHITECTURE.md: every external
 * service has a local default). They make up plausible answers, the same for the same input, and
 * say they are simulated: every person, phone scrub and profile they give is stored and shown as
 * 'Simulated data', and never exported or pushed as real. Phone numbers are in the 555-0100 to
 * 555-0199 range reserved for fiction, e-mails and profile links at example.com.
 */
import { createHash } from 'node:crypto'
import { seededRandom } from '../../../lib/seeded-random'
import type {
  PhoneComplianceProvider,
  PhoneScrub,
  SkipTraceProvider,
  SocialProfileProvider,
  TracedAnswerPerson,
} from './contact-providers'

/** A generator seeded from the text, so the same input always gives the same answer. */
function randomFor(text: string): () => number {
  return seededRandom(createHash('sha256').update(text.toLowerCase()).digest().readUInt32BE(0))
}

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T

const AREA_CODES = ['215', '305', '412', '513', '609', '614', '704', '813', '856', '904']
const CARRIERS = ['Verizon Wireless', 'AT&T Mobility', 'T-Mobile USA', 'Lumen', 'Comcast']
const LINE_TYPES = ['mobile', 'mobile', 'landline', 'voip'] as const

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '')

const titleCase = (text: string) =>
  text.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase())

export function createSimulatedSkipTrace(): SkipTraceProvider {
  return {
    kind: 'simulator',
    simulated: true,
    async trace(requests) {
      const persons: TracedAnswerPerson[] = []
      for (const request of requests) {
        const { first, last } = request.name
        const address = request.propertyAddress
        const random = randomFor(`${first} ${last}|${address.street}|${address.zip ?? ''}`)
        if (random() < 0.12) continue // about one trace in eight finds nobody, as in life
        const phoneCount = 1 + Math.floor(random() * 3)
        const phones: TracedAnswerPerson['phones'] = []
        for (let i = 0; i < phoneCount; i++) {
          const number = `${pick(random, AREA_CODES)}55501${String(Math.floor(random() * 100)).padStart(2, '0')}`
          if (phones.some((phone) => phone.number === number)) continue
          phones.push({
            number,
            lineType: pick(random, LINE_TYPES),
            carrier: pick(random, CARRIERS),
            dnc: null,
            tcpa: null,
            reachable: random() < 0.8,
            score: 50 + Math.floor(random() * 50),
          })
        }
        const handle = slug(`${first} ${last}`)
        persons.push({
          requestId: request.requestId,
          firstName: titleCase(first),
          lastName: titleCase(last),
          fullName: titleCase(`${first} ${last}`),
          age: 30 + Math.floor(random() * 55),
          deceased: false,
          litigator: false,
          phones,
          emails: [
            { address: `${handle}${Math.floor(random() * 90) + 10}@example.com`, tested: true },
          ],
          mailingAddress: { ...address },
          propertyAddress: { ...address },
        })
      }
      return { persons }
    },
  }
}

export function createSimulatedPhoneCompliance(): PhoneComplianceProvider {
  return {
    kind: 'simulator',
    simulated: true,
    async scrub(numbers) {
      const result = new Map<string, PhoneScrub>()
      for (const number of numbers) {
        const random = randomFor(`scrub|${number}`)
        const dnc = random() < 0.3
        const litigator = random() < 0.05
        result.set(number, {
          dnc,
          litigator,
          wirelessRestricted: false,
          resultCode: dnc || litigator ? 'D' : 'C',
          lineType: null,
        })
      }
      return result
    },
  }
}

const NETWORKS = ['facebook', 'linkedin', 'instagram', 'twitter'] as const

export function createSimulatedSocialProfiles(): SocialProfileProvider {
  return {
    kind: 'simulator',
    simulated: true,
    async findPerson(query) {
      const random = randomFor(`social|${query.name}|${query.locality ?? ''}|${query.region ?? ''}`)
      if (random() < 0.15) return null
      const likelihood = Math.max(query.minLikelihood, 3 + Math.floor(random() * 7))
      const count = 1 + Math.floor(random() * 3)
      const networks = [...NETWORKS].sort(() => random() - 0.5).slice(0, count)
      const handle = `${slug(query.name)}.${Math.floor(random() * 9000) + 1000}`
      return {
        likelihood,
        fullName: titleCase(query.name),
        locality: query.locality ?? null,
        region: query.region ?? null,
        postalCode: query.postalCode ?? null,
        birthYear: null,
        profiles: networks.map((network) => ({
          network,
          url: `https://www.example.com/simulated/${network}/${handle}`,
          username: handle,
        })),
      }
    },
  }
}
