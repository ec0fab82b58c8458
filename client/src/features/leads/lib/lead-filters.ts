import type { LeadSort } from '@common/contracts/leads'
import { LEAD_STATUSES, type LeadStatus } from '@common/enums'

/** The list's filters and sort as the URL holds them (the dashboard's `?status=...&sort=...`). */
export interface LeadFilters {
  status: LeadStatus[]
  tag: string[]
  folder: string
  zip: string
  county: string
  state: string
  filingType: string
  filedFrom: string
  filedTo: string
  hasContacts: '' | 'true' | 'false'
  q: string
  sort: LeadSort
  order: 'asc' | 'desc'
}

export const EMPTY_FILTERS: LeadFilters = {
  status: [],
  tag: [],
  folder: '',
  zip: '',
  county: '',
  state: '',
  filingType: '',
  filedFrom: '',
  filedTo: '',
  hasContacts: '',
  q: '',
  sort: 'updatedAt',
  order: 'desc',
}

export const SORT_LABELS: Record<LeadSort, string> = {
  updatedAt: 'Last updated',
  filingDate: 'Filing date',
  saleDate: 'Sale date',
  amount: 'Amount',
}

const SORTS = Object.keys(SORT_LABELS) as LeadSort[]
const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : [])
const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * Reads the filters from the dashboard's URL; what is not a valid value is left out (the ZIP
 * comes from the sidebar's ZIP filter, `zip`, shared with the documents).
 */
export function filtersFromParams(params: URLSearchParams): LeadFilters {
  const sort = params.get('sort') as LeadSort | null
  const contacts = params.get('hasContacts')
  const date = (key: string) => {
    const value = params.get(key) ?? ''
    return DATE.test(value) ? value : ''
  }
  return {
    status: list(params.get('status')).filter((s): s is LeadStatus =>
      (LEAD_STATUSES as readonly string[]).includes(s),
    ),
    tag: list(params.get('tag')),
    folder: params.get('folder') ?? '',
    zip: /^\d{5}$/.test(params.get('zip') ?? '') ? (params.get('zip') as string) : '',
    county: params.get('county') ?? '',
    state: /^[A-Z]{2}$/.test(params.get('state') ?? '') ? (params.get('state') as string) : '',
    filingType: params.get('filingType') ?? '',
    filedFrom: date('filedFrom'),
    filedTo: date('filedTo'),
    hasContacts: contacts === 'true' || contacts === 'false' ? contacts : '',
    q: params.get('q') ?? '',
    sort: sort && SORTS.includes(sort) ? sort : 'updatedAt',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
  }
}

/** The filters as URL parameters (defaults left out), for the URL and for GET /api/leads. */
export function filtersToParams(filters: LeadFilters): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters) as [keyof LeadFilters, unknown][]) {
    const text = Array.isArray(value) ? value.join(',') : String(value)
    if (text && text !== String(EMPTY_FILTERS[key])) params.set(key, text)
  }
  return params
}

/** Whether any filter beyond the ZIP narrows the list (the sort is not a filter). */
export function hasLeadOnlyFilters(filters: LeadFilters): boolean {
  const { zip: _zip, sort: _sort, order: _order, ...rest } = filters
  return Object.entries(rest).some(([, value]) =>
    Array.isArray(value) ? value.length > 0 : Boolean(value),
  )
}

/** The filters as query parameters of the API (the sort and order too; never the paging). */
export function leadsApiQuery(filters: LeadFilters, extra: Record<string, string> = {}): string {
  const params = filtersToParams(filters)
  for (const [key, value] of Object.entries(extra)) params.set(key, value)
  return params.toString()
}
