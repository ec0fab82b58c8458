// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { placeBeyondAddress } from './record-place'

const record = (over: Partial<Parameters<typeof placeBeyondAddress>[0]>) => ({
  propertyAddress: null,
  city: null,
  state: null,
  zipCode: null,
  ...over,
})

describe('placeBeyondAddress', () => {
  it('shows the city, state and ZIP of a record read without a street', () => {
    expect(placeBeyondAddress(record({ city: 'Baltimore', state: 'MD', zipCode: '21218' }))).toBe(
      'Baltimore, MD 21218',
    )
    expect(placeBeyondAddress(record({ state: 'MD' }))).toBe('MD')
    expect(placeBeyondAddress(record({}))).toBeNull()
  })

  it('shows nothing twice that the address line prints', () => {
    const line = '12 Main St, Baltimore, MD 21218'
    expect(
      placeBeyondAddress(
        record({ propertyAddress: line, city: 'Baltimore', state: 'MD', zipCode: '21218' }),
      ),
    ).toBeNull()
    // Printed in capitals: the same city.
    expect(
      placeBeyondAddress(
        record({ propertyAddress: '12 MAIN ST, BALTIMORE', city: 'Baltimore', state: 'MD' }),
      ),
    ).toBe('MD')
    // A state code is a word of the line, not two letters inside one ('MD' in 'AMDEN ST').
    expect(placeBeyondAddress(record({ propertyAddress: '4 AMDEN ST', state: 'MD' }))).toBe('MD')
    expect(
      placeBeyondAddress(record({ propertyAddress: '12 Main St, Pittsburgh', zipCode: '15212' })),
    ).toBe('15212')
  })
})
