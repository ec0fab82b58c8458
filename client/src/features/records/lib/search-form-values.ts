import type { publicRecordsSearchRequest } from '@common/contracts/records'
import type { UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import type { SearchCriteria } from '../api/search-public-records'

/**
 * The search form's values and its react-hook-form handle, shared by the form and its parts
 * (the equity fields) and by the link that fills it in; checked by the contract's schema.
 */
export type SearchFormValues = z.input<typeof publicRecordsSearchRequest>
export type SearchFormApi = UseFormReturn<SearchFormValues, unknown, SearchCriteria>

export const EMPTY_SEARCH: SearchFormValues = {
  state: '',
  zipCode: '',
  zipCodes: '',
  city: '',
  county: '',
  sort: 'filingDate',
}
