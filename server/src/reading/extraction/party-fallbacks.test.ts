import { describe, expect, it } from 'vitest'
import { readLabels } from './labels'
import { fromLabels } from './party-fallbacks'
import { flatten } from './prepare'

const defendantsOf = (text: string) => {
  const flat = flatten(text)
  return fromLabels(flat, readLabels(flat), 'defendant', 0.85)?.value ?? null
}

describe('fromLabels', () => {
  it("keeps a company's name whole when a field word is one of its words", () => {
    expect(defendantsOf('Defendant: THREE RIVERS PROPERTY GROUP INC')).toEqual([
      'THREE RIVERS PROPERTY GROUP INC',
    ])
    expect(
      defendantsOf('Defendant: Three Rivers Property Group, Inc. Sale Type: TAX LIEN'),
    ).toEqual(['Three Rivers Property Group, Inc'])
    expect(defendantsOf('Defendants: JANE ROE; LEGAL TITLE TRUST')).toEqual([
      'Jane Roe',
      'LEGAL TITLE TRUST',
    ])
  })

  it("still ends a person's name at a field word", () => {
    expect(defendantsOf('Defendant: JAMES ROE Property Address 12 Main St')).toEqual(['James Roe'])
    expect(defendantsOf('Defendant: JAMES ROE PROPERTY MORTGAGE FORECLOSURE')).toEqual([
      'James Roe',
    ])
  })
})
