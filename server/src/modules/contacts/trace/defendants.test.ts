import { describe, expect, it } from 'vitest'
import { allParties, defendantsToTrace, nameTokens } from './defendants'

describe('defendantsToTrace', () => {
  it('traces every named person: co-borrowers and heirs, not just the first', () => {
    expect(
      defendantsToTrace('Janet D. Komaniak; Unknown Heirs of Kelly D. Kingston').map((d) => [
        d.name,
        d.searchedName,
        d.first,
        d.last,
        d.estate,
      ]),
    ).toEqual([
      ['Janet D. Komaniak', 'Janet D. Komaniak', 'janet', 'komaniak', false],
      ['Unknown Heirs of Kelly D. Kingston', 'Kelly D. Kingston', 'kelly', 'kingston', true],
    ])
  })

  it('leaves out organisations, unnamed parties and repeats', () => {
    expect(
      defendantsToTrace(
        'Charles Williams Jr.; Midland Funding LLC; Unknown Spouse of Charles Williams; Charles Williams Jr.; Keith Williams',
      ).map((d) => d.name),
    ).toEqual(['Charles Williams Jr.', 'Keith Williams'])
    expect(defendantsToTrace(null)).toEqual([])
    expect(defendantsToTrace('Madonna')).toEqual([])
  })

  it('keeps every party for the list of defendants', () => {
    expect(allParties(' A B ;  ; C  D; A B')).toEqual(['A B', 'C D'])
  })

  it('reads names without case, accents, punctuation or suffixes', () => {
    expect(nameTokens('José Q. O\u2019Neil-Smith Jr.')).toEqual(['jose', 'q', 'oneil', 'smith'])
  })
})
