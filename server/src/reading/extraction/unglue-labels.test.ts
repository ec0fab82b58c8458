/**
 * Labels glued to the value before them, as a copied web page's cells flatten: a space goes
 * before the label, and a word that only ends like a label stays whole.
 */
import { describe, expect, it } from 'vitest'
import { extractFields } from './extract'
import { unglueLabels } from './labels'

describe('labels glued to the value before them', () => {
  it('puts a space before each known label after a small letter, a digit or (in Title Case) a capital', () => {
    expect(unglueLabels('City:BaltimoreState:MDZip Code:21218')).toBe(
      'City:Baltimore State:MD Zip Code:21218',
    )
    expect(unglueLabels('Status:PostponedSale Date:11/17/2025')).toBe(
      'Status:Postponed Sale Date:11/17/2025',
    )
  })

  it('leaves words alone that only end like a label', () => {
    for (const text of ['ESTATE: none', 'Real Estate: none', 'Showcase: open', 'MDSTATE:']) {
      expect(unglueLabels(text)).toBe(text)
    }
  })

  it('reads a case page’s glued address cells', () => {
    const found = extractFields(
      'Case Number:24O15001091 Title:Cindy R Diamond vs The Example Holding Inc Case Type:ForeclosureFiling Date:04/20/2015 Property Address:2521 N Charles St City:BaltimoreState:MDZip Code:21218',
    )
    expect(found.propertyAddress?.value).toEqual({
      street: '2521 N Charles St',
      city: 'Baltimore',
      state: 'MD',
      zip: '21218',
    })
    expect(found.filingDate?.value).toBe('2015-04-20')
  })
})
