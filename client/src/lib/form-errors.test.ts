import { describe, expect, it } from 'vitest'
import { fieldErrorMessage, firstErrorMessage } from './form-errors'

describe('fieldErrorMessage', () => {
  it("reads a field's own message", () => {
    expect(fieldErrorMessage({ type: 'custom', message: 'Give the alert a name' })).toBe(
      'Give the alert a name',
    )
  })

  it("reads the first item's message of a list field", () => {
    const errors = [undefined, { message: 'Each ZIP code must be exactly 5 digits' }]
    expect(fieldErrorMessage(errors)).toBe('Each ZIP code must be exactly 5 digits')
  })

  it('is undefined without an error', () => {
    expect(fieldErrorMessage(undefined)).toBeUndefined()
    expect(fieldErrorMessage({ message: '' })).toBeUndefined()
    expect(fieldErrorMessage([])).toBeUndefined()
  })
})

describe('firstErrorMessage', () => {
  it('reads the first field with a message, a list field included', () => {
    expect(
      firstErrorMessage({ recipients: [{ message: 'Please enter a valid email address' }] }),
    ).toBe('Please enter a valid email address')
    expect(firstErrorMessage({})).toBeUndefined()
  })
})
