/**
 * Ties the persons of a provider's answer to the lead's defendants by evidence, never by their
 * position in the answer: the last name must be the defendant's, and the first name too (an
 * initial agrees with a name it starts); for an estate ('Unknown Heirs of X') a person with X's
 * last name at the property also counts. Where the person's property or mailing address meets
 * the lead's property is recorded as further evidence. A person who fits two defendants equally
 * well is given to the one whose request id the provider echoed, else to nobody.
 */
import type { TracedPerson } from '../../../db/schema'
import type { TraceAddress, TracedAnswerPerson } from '../providers/contact-providers'
import { type Defendant, nameTokens } from './defendants'

export interface PersonMatch {
  person: TracedPerson
  defendant: Defendant
  nameTokens: string[]
  address: 'property' | 'mailing' | null
}

/** House number and first street word, lower case: '123 N. Main St' -> '123 n'. */
function streetKey(street: string | null | undefined): string | null {
  const words = (street ?? '').toLowerCase().replace(/[.,#]/g, ' ').split(/\s+/).filter(Boolean)
  const number = words[0]
  if (!number || !/^\d+[a-z]?$/.test(number) || words.length < 2) return null
  const name = words
    .slice(1)
    .find((word) => !['n', 's', 'e', 'w', 'north', 'south', 'east', 'west'].includes(word))
  return name ? `${number} ${name}` : null
}

/** The address meets the property: same house number and street word, and ZIP or city. */
export function sameProperty(
  address: { street: string | null; city: string | null; zip: string | null } | null,
  property: TraceAddress,
): boolean {
  if (!address) return false
  const key = streetKey(address.street)
  if (!key || key !== streetKey(property.street)) return false
  const zip = (address.zip ?? '').slice(0, 5)
  if (zip && property.zip) return zip === property.zip
  return (address.city ?? '').toLowerCase() === (property.city ?? '').toLowerCase()
}

function firstAgrees(a: string, b: string): boolean {
  if (a === b) return true
  if (a.length === 1) return b.startsWith(a)
  if (b.length === 1) return a.startsWith(b)
  return false
}

interface Scored {
  defendant: Defendant
  score: number
  tokens: string[]
}

function score(person: TracedPerson, defendant: Defendant, atProperty: boolean): Scored | null {
  const tokens = nameTokens(
    [person.firstName, person.lastName].filter(Boolean).join(' ') || person.fullName,
  )
  const personFirst = tokens[0]
  const personLast = tokens.at(-1)
  if (!personFirst || !personLast || personLast !== defendant.last) return null
  const searched = nameTokens(defendant.searchedName)
  const shared = tokens.filter((token) => token.length > 1 && searched.includes(token))
  if (firstAgrees(personFirst, defendant.first)) {
    return { defendant, score: 2 + shared.length + (atProperty ? 1 : 0), tokens: shared }
  }
  if (defendant.estate && atProperty) return { defendant, score: 1, tokens: shared }
  return null
}

/** The persons that evidence ties to a defendant, each to one defendant at most. */
export function matchPersons(
  persons: readonly TracedAnswerPerson[],
  defendants: readonly Defendant[],
  property: TraceAddress,
  requestIdOf: (defendant: Defendant) => string,
): PersonMatch[] {
  const matches: PersonMatch[] = []
  for (const person of persons) {
    const onProperty = sameProperty(person.propertyAddress, property)
    const mailing = sameProperty(person.mailingAddress, property)
    const address = onProperty ? 'property' : mailing ? 'mailing' : null
    const scored = defendants
      .map((defendant) => score(person, defendant, address !== null))
      .filter((entry): entry is Scored => entry !== null)
      .sort((a, b) => b.score - a.score)
    const best = scored[0]
    if (!best) continue
    const tied = scored.filter((entry) => entry.score === best.score)
    const chosen =
      tied.length === 1
        ? best
        : tied.find(
            (entry) => person.requestId && requestIdOf(entry.defendant) === person.requestId,
          )
    if (!chosen) continue
    const { requestId: _echo, ...stored } = person
    matches.push({
      person: stored,
      defendant: chosen.defendant,
      nameTokens: chosen.tokens,
      address,
    })
  }
  return matches
}
