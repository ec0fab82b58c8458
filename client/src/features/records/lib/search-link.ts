import { US_STATE_CODES } from '@common/us-states'
import { EMPTY_SEARCH, type SearchFormValues } from './search-form-values'

/**
 * The search form's first values from a link (`/public-records?state=NJ&zip=08204`, as an alert
 * about a filing the user has no lead for opens it): a valid state and ZIP are filled in, anything
 * else is left empty. Nothing is searched until the user asks (a search spends the quota).
 */
export function searchFormFromLink(params: URLSearchParams): SearchFormValues {
  const state = (params.get('state') ?? '').toUpperCase()
  const zip = params.get('zip') ?? ''
  const county = (params.get('county') ?? '').trim().slice(0, 100)
  return {
    ...EMPTY_SEARCH,
    state: US_STATE_CODES.some((code) => code === state) ? state : '',
    zipCode: /^\d{5}$/.test(zip) ? zip : '',
    county,
  }
}
