import type { LeadSort } from '@common/contracts/leads'
import { LEAD_STATUSES, type LeadStatus } from '@common/enums'
import { CASE_STAGES, type CaseStage } from '@common/lifecycle'

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
  /** Whole dollars; '' for no minimum (the equity estimate, docs/decisions/0035). */
  minEquity: string
  /** A whole number from '0' to '100' (common/urgency.ts's score); '' for no minimum. */
  minUrgency: string
  absentee: '' | 'true' | 'false'
  /** The case's stage today (issue 16): one of common/lifecycle.ts's stages. */
  stage: CaseStage[]
  /** A live sale within this many days ('1' to '365'); '' for none. */
  saleWithinDays: string
  /** 'true': leave out cases cancelled, sold, redeemed or REO. */
  excludeEnded: '' | 'true'
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
  minEquity: '',
  minUrgency: '',
  absentee: '',
  stage: [],
  saleWithinDays: '',
  excludeEnded: '',
  q: '',
  sort: 'updatedAt',
  order: 'desc',
}

export const SORT_LABELS: Record<LeadSort, string> = {
  updatedAt: 'Last updated',
  filingDate: 'Filing date',
  saleDate: 'Sale date',
  amount: 'Amount',
  equity: 'Equity (estimate)',
  urgency: 'Urgency',
}

const SORTS = Object.keys(SORT_LABELS) as LeadSort[]
const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : [])
const DATE = /^\d{4}-\d{2}-\d{2}$/
/** A whole number of days from 1 to 365, as the API takes it; else ''. */
const saleWithin = (value: string | null) =>
  value && /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 365
    ? String(Number(value))
    : ''
/** A whole number from 0 to 100, as the API's minUrgency takes it; else ''. */
const atLeastUrgency = (value: string | null) =>
  value && /^\d{1,3}$/.test(value) && Number(value) <= 100 ? String(Number(value)) : ''

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
    minEquity: /^-?\d{1,11}$/.test(params.get('minEquity') ?? '')
      ? (params.get('minEquity') as string)
      : '',
    minUrgency: atLeastUrgency(params.get('minUrgency')),
    absentee:
      params.get('absentee') === 'true' || params.get('absentee') === 'false'
        ? (params.get('absentee') as 'true' | 'false')
        : '',
    stage: list(params.get('stage')).filter((s): s is CaseStage =>
      (CASE_STAGES as readonly string[]).includes(s),
    ),
    saleWithinDays: saleWithin(params.get('saleWithinDays')),
    excludeEnded: params.get('excludeEnded') === 'true' ? 'true' : '',
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
export function leadsApiQuery(
  filters: LeadFilters,
  extra: Record<string, string> = {},
): URLSearchParams {
  const params = filtersToParams(filters)
  for (const [key, value] of Object.entries(extra)) params.set(key, value)
  return params
}

/**
 * The filters once `sort` is chosen in the sort control: Urgency starts most urgent first
 * (descending); the other sorts keep the direction shown.
 */
export function withSort(filters: LeadFilters, sort: LeadSort): LeadFilters {
  return { ...filters, sort, order: sort === 'urgency' ? 'desc' : filters.order }
}
