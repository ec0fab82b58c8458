import { describe, expect, it } from 'vitest'
import { findConsultantWording, rolesOfWording } from './consultant-wording'
import { FORECLOSURE_CONSULTANT_LAWS, foreclosureLawRulesFor } from './foreclosure-consultant-laws'

describe('findConsultantWording', () => {
  it('flags the phrases the issue names, in any case and spacing', () => {
    const flags = findConsultantWording(
      'We can STOP YOUR  foreclosure, save your home\nand postpone the sale.',
    )
    expect(flags.map((flag) => flag.label)).toEqual([
      'stop your foreclosure',
      'save your home',
      'postpone the sale',
    ])
    expect(flags[0]).toMatchObject({ text: 'STOP YOUR  foreclosure', index: 7, role: 'consultant' })
  })

  it('flags offers to buy the home as equity-purchaser wording', () => {
    const flags = findConsultantWording('I would like to make a cash offer to buy your house.')
    expect(flags.map((flag) => flag.label)).toEqual(['cash offer', 'buy your home'])
    expect(rolesOfWording(flags)).toEqual(['equity_purchaser'])
  })

  it('flags variants of the sale: the trustee’s sale, the auction', () => {
    expect(findConsultantWording('I can delay the trustee’s sale')).toHaveLength(1)
    expect(findConsultantWording('we will halt the auction')).toHaveLength(1)
  })

  it('leaves neutral wording alone, and words that only contain a phrase', () => {
    expect(
      findConsultantWording(
        'Hi Maria, I saw the public filing about 12 Oak St. If you would like to talk, I am here.',
      ),
    ).toEqual([])
    expect(findConsultantWording('nonstop your foreclosures')).toEqual([])
  })
})

describe('the foreclosure-consultant law file', () => {
  it('cites a statute on every rule and every requirement', () => {
    for (const rule of FORECLOSURE_CONSULTANT_LAWS.rules) {
      expect(rule.citation).toMatch(/\S/)
      expect(rule.requirements.length).toBeGreaterThan(0)
      for (const requirement of rule.requirements) expect(requirement.citation).toMatch(/§|ILCS/)
    }
  })

  it('covers the five states of the issue, and no rule for other states', () => {
    for (const state of ['CA', 'MD', 'IL', 'MN', 'NY']) {
      expect(foreclosureLawRulesFor(state).length).toBeGreaterThan(0)
    }
    expect(foreclosureLawRulesFor('ca').map((rule) => rule.citation)).toEqual([
      'Cal. Civ. Code §§ 2945-2945.11',
      'Cal. Civ. Code §§ 1695-1695.17',
    ])
    expect(foreclosureLawRulesFor('TX')).toEqual([])
    expect(foreclosureLawRulesFor(null)).toEqual([])
  })

  it('has Florida’s foreclosure-rescue rules (Fla. Stat. § 501.1377), for consultants and equity purchasers', () => {
    const rules = foreclosureLawRulesFor('fl')
    expect(rules.map((rule) => [rule.role, rule.citation])).toEqual([
      ['consultant', 'Fla. Stat. § 501.1377'],
      ['equity_purchaser', 'Fla. Stat. § 501.1377'],
    ])
    const consultant = rules[0]?.requirements.map((requirement) => requirement.text).join(' ')
    expect(consultant).toMatch(/written agreement/)
    expect(consultant).toMatch(/within 3 business days after signing/)
    expect(consultant).toMatch(/before every service in the agreement has been performed/)
  })
})
