import { describe, expect, it } from 'vitest'
import { searchFormFromLink } from './search-link'

describe('searchFormFromLink', () => {
  it('fills in the state and ZIP an alert link names', () => {
    expect(searchFormFromLink(new URLSearchParams('state=nj&zip=08204'))).toMatchObject({
      state: 'NJ',
      zipCode: '08204',
      county: '',
      city: '',
    })
  })

  it('leaves out what is not a state or a 5-digit ZIP', () => {
    expect(searchFormFromLink(new URLSearchParams('state=XX&zip=123'))).toMatchObject({
      state: '',
      zipCode: '',
    })
    expect(searchFormFromLink(new URLSearchParams(''))).toMatchObject({ state: '', zipCode: '' })
  })
})
