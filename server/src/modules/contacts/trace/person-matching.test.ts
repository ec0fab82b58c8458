import { describe, expect, it } from 'vitest'
import type { TracedAnswerPerson } from '../providers/contact-providers'
import { defendantsToTrace } from './defendants'
import { matchPersons, sameProperty } from './person-matching'

const property = { street: '1420 Elm Street', city: 'Cincinnati', state: 'OH', zip: '45202' }

function person(fullName: string, extra: Partial<TracedAnswerPerson> = {}): TracedAnswerPerson {
  const [firstName = null, ...rest] = fullName.split(' ')
  return {
    requestId: null,
    firstName,
    lastName: rest.at(-1) ?? null,
    fullName,
    age: null,
    deceased: null,
    litigator: null,
    phones: [],
    emails: [],
    mailingAddress: null,
    propertyAddress: { street: '1420 ELM ST', city: 'Cincinnati', state: 'OH', zip: '45202' },
    ...extra,
  }
}

const ids = (names: string[]) => (d: { name: string }) => `req-${names.indexOf(d.name)}`

describe('matchPersons', () => {
  it('ties each person to the defendant whose name they carry, whatever the order', () => {
    const defendants = defendantsToTrace('Marcus Bell; Tanya R Bell')
    const matches = matchPersons(
      [person('Tanya Bell'), person('Marcus Bell')],
      defendants,
      property,
      ids(['Marcus Bell', 'Tanya R Bell']),
    )
    expect(matches.map((m) => [m.person.fullName, m.defendant.name, m.address])).toEqual([
      ['Tanya Bell', 'Tanya R Bell', 'property'],
      ['Marcus Bell', 'Marcus Bell', 'property'],
    ])
    expect(matches[1]?.nameTokens).toEqual(['marcus', 'bell'])
  })

  it('takes an initial for the name it starts, and the mailing address as evidence too', () => {
    const [match] = matchPersons(
      [
        person('M Bell', {
          propertyAddress: null,
          mailingAddress: { street: '1420 Elm St.', city: 'Cincinnati', state: 'OH', zip: '45202' },
        }),
      ],
      defendantsToTrace('Marcus Bell'),
      property,
      () => 'r',
    )
    expect(match?.address).toBe('mailing')
  })

  it('ties nobody whose name is not the defendant\u2019s', () => {
    expect(
      matchPersons(
        [person('Robert Bell'), person('Marcus Stone')],
        defendantsToTrace('Marcus Bell'),
        property,
        () => 'r',
      ),
    ).toEqual([])
  })

  it('for an estate, takes a relative of the same last name found at the property', () => {
    const [match] = matchPersons(
      [person('Laura Bell')],
      defendantsToTrace('Unknown Heirs of Marcus Bell'),
      property,
      () => 'r',
    )
    expect(match?.defendant.name).toBe('Unknown Heirs of Marcus Bell')
    const elsewhere = person('Laura Bell', {
      propertyAddress: { street: '9 Oak Rd', city: 'Dayton', state: 'OH', zip: '45402' },
    })
    expect(
      matchPersons(
        [elsewhere],
        defendantsToTrace('Unknown Heirs of Marcus Bell'),
        property,
        () => 'r',
      ),
    ).toEqual([])
  })

  it('gives a person who fits two defendants equally to the one the provider echoed, else nobody', () => {
    const defendants = defendantsToTrace('M Bell; Marcus Bell Sr')
    const request = ids(['M Bell', 'Marcus Bell Sr'])
    expect(matchPersons([person('M Bell')], defendants, property, request)).toEqual([])
    // 'Mark Bell' fits 'M Bell' only: no tie.
    expect(
      matchPersons([person('Mark Bell')], defendants, property, request)[0]?.defendant.name,
    ).toBe('M Bell')
    const [match] = matchPersons(
      [person('M Bell', { requestId: 'req-1' })],
      defendants,
      property,
      request,
    )
    expect(match?.defendant.name).toBe('Marcus Bell Sr')
  })
})

describe('sameProperty', () => {
  it('compares house number, street word and ZIP (or city)', () => {
    expect(
      sameProperty({ street: '1420 N Elm Street', city: null, zip: '45202-1234' }, property),
    ).toBe(true)
    expect(sameProperty({ street: '1421 Elm Street', city: null, zip: '45202' }, property)).toBe(
      false,
    )
    expect(
      sameProperty({ street: '1420 Elm Street', city: 'cincinnati', zip: null }, property),
    ).toBe(true)
    expect(sameProperty({ street: 'PO Box 77', city: null, zip: '45202' }, property)).toBe(false)
    expect(sameProperty(null, property)).toBe(false)
  })
})
