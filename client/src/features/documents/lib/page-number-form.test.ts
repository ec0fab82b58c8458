import { describe, expect, it } from 'vitest'
import { pageInputValue, pageNumberForm } from './page-number-form'

describe('pageNumberForm', () => {
  it('turns what was typed into a page of the document', () => {
    const form = pageNumberForm(12)
    expect(form.parse({ page: '3' })).toEqual({ page: 3 })
    expect(form.parse({ page: '' })).toEqual({ page: 1 })
    expect(form.parse({ page: '0' })).toEqual({ page: 1 })
    expect(form.parse({ page: '99' })).toEqual({ page: 12 })
    expect(pageNumberForm(0).parse({ page: '5' })).toEqual({ page: 1 })
  })

  it('keeps digits only, at most four', () => {
    expect(pageInputValue('1a2-345')).toBe('1234')
  })
})
