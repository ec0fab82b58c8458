import { describe, expect, it } from 'vitest'
import { AMOUNT_FEATURES, AMOUNT_FLOOR } from './amount-candidates'
import { findAmounts } from './amounts'
import { extractFields } from './extract'
import { readLabels } from './labels'
import { flattenLines } from './prepare'

/** The amounts of `text` as extractFields reads them (labels and line starts included). */
function amountsOf(text: string) {
  const { flat, lineStarts } = flattenLines(text)
  return findAmounts(flat, readLabels(flat, lineStarts), lineStarts)
}

const feature = (name: (typeof AMOUNT_FEATURES)[number]) => AMOUNT_FEATURES.indexOf(name)

describe('the amount chosen among the figures a text offers', () => {
  it("takes the complaint's claim, not the figure of the note attached as an exhibit", () => {
    const complaint = [
      'IN THE CIRCUIT COURT OF THE SIXTH JUDICIAL CIRCUIT',
      'VERIFIED COMPLAINT TO FORECLOSE MORTGAGE',
      '1. This is an action to foreclose a mortgage on real property in Pasco County, Florida.',
      '2. Defendant JOHN DOE failed to pay the installment due and all later installments.',
      '3. There is now due and owing the unpaid principal balance of $185,412.66, together with interest from the date of default, late charges and the costs of this action.',
      ...Array.from(
        { length: 24 },
        (_, i) =>
          `${i + 4}. Plaintiff has performed every condition precedent to this action or those conditions have occurred.`,
      ),
      'WHEREFORE Plaintiff asks the Court to enter judgment of foreclosure.',
      'EXHIBIT A',
      'NOTE',
      'In return for a loan that I have received, I promise to pay the original principal amount of $201,920.00 plus interest to the order of the Lender.',
      ...Array.from(
        { length: 6 },
        (_, i) => `${i + 1}. I will make my monthly payment on the first day of each month.`,
      ),
      'EXHIBIT B',
      'MORTGAGE',
      'This Mortgage secures the note in the original principal amount of $201,920.00.',
    ].join('\n')
    const found = amountsOf(complaint)
    expect(found.amount?.value).toEqual({ value: '185412.66', kind: 'loan' })
    const exhibit = found.candidates.filter((candidate) => candidate.value === '201920.00')
    expect(exhibit).toHaveLength(2)
    for (const candidate of exhibit) {
      expect(candidate.features[feature('in an exhibit')]).toBe(1)
      expect(candidate.probability).toBeLessThan(found.amount!.confidence)
    }
  })

  it('never takes the ten per cent deposit over the judgment', () => {
    const found = amountsOf(
      [
        'NOTICE OF SHERIFF SALE',
        'By virtue of a writ of execution, the amount of the judgment being $152,300.17, the Sheriff will sell at public auction.',
        'Terms: a deposit of 10% of the bid, $15,230.02, in certified funds at the time of the sale.',
      ].join('\n'),
    )
    expect(found.amount?.value).toEqual({ value: '152300.17', kind: 'judgment' })
    const deposit = found.candidates.find((candidate) => candidate.value === '15230.02')
    expect(deposit?.cue).toBe('deposit')
    expect(deposit?.features[feature('a percentage beside it')]).toBe(1)
    expect(found.amounts.map((amount) => amount.value.value)).not.toContain('15230.02')
  })

  it('takes a labelled judgment over a larger assessed value', () => {
    const found = amountsOf(
      [
        'Case Number: 2023-CA-016789-O',
        'Assessed Value: $260,473.00',
        'Final Judgment: 163759.77',
        'Plaintiff Max Bid: Hidden',
      ].join('\n'),
    )
    expect(found.amount?.value).toEqual({ value: '163759.77', kind: 'judgment' })
    const assessed = found.candidates.find((candidate) => candidate.value === '260473.00')
    expect(assessed?.cue).toBe('assessed value')
    expect(assessed!.probability).toBeLessThan(AMOUNT_FLOOR)
  })

  it("reads a sheriff's list figure printed after the docket number as the judgment", () => {
    const found = amountsOf(
      '1. Ellen G. Klemz GD-08-017655—$100,661.46 KML Law Group, P.C. Having erected thereon a dwelling known as 7 Perlick Street, Pittsburgh, PA 15223.',
    )
    expect(found.amount?.value).toEqual({ value: '100661.46', kind: 'judgment' })
    expect(found.candidates[0]?.features[feature('after a docket number')]).toBe(1)
  })

  it('keeps every candidate on the result with its cue, features and probability, most probable first', () => {
    const result = extractFields(
      'The upset price is $98,500.00. A deposit of $10,000.00 is required. Fee: $250.00.',
    )
    const candidates = result.amountCandidates ?? []
    expect(candidates.map((candidate) => [candidate.value, candidate.cue])).toEqual([
      ['98500.00', 'upset price'],
      ['250.00', 'deposit'],
      ['10000.00', 'deposit'],
    ])
    expect(candidates[0]!.probability).toBeCloseTo(result.amount!.confidence, 2)
    for (const candidate of candidates) {
      expect(candidate.features).toHaveLength(AMOUNT_FEATURES.length)
    }
    const probabilities = candidates.map((candidate) => candidate.probability)
    expect(probabilities).toEqual([...probabilities].sort((a, b) => b - a))
  })

  it("in a tax sale's list, a figure printed without words is the tax owed", () => {
    const result = extractFields(
      [
        'NOTICE OF TAX LIEN FORECLOSURE',
        'The parcels below will be offered at the courthouse door.',
        '0012-034 SMITH JOHN 12 MAIN ST $1,191.80',
      ].join('\n'),
    )
    expect(result.documentType.value).toBe('tax foreclosure')
    expect(result.amount?.value).toEqual({ value: '1191.80', kind: 'tax' })
    expect(result.amountCandidates?.[0]?.cue).toBe('tax')
  })

  it('takes nothing when the text prints no money figure', () => {
    const found = amountsOf('Minutes of the garden club meeting: 14 members, 3 guests.')
    expect(found.amount).toBeNull()
    expect(found.candidates).toEqual([])
  })
})
