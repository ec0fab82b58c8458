import type { LeadFacetsResponse } from '@common/contracts/leads'
import { LEAD_STATUSES, type LeadStatus } from '@common/enums'
import { X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { EMPTY_FILTERS, type LeadFilters } from '../lib/lead-filters'
import { STATUS_LABELS } from '../lib/lead-labels'
import { EquityFilters } from './equity-filters'
import { Choice, counted, Field, plain } from './filter-field'
import { StageFilters } from './stage-filters'
import { UrgencyFilter } from './urgency-filter'

/** The filters picked from the states, counties and filing types the user's leads hold. */
const PLACE_AND_TYPE = [
  { filter: 'state', id: 'state', label: 'State', all: 'Any state', options: 'states' },
  { filter: 'county', id: 'county', label: 'County', all: 'Any county', options: 'counties' },
  {
    filter: 'filingType',
    id: 'type',
    label: 'Filing type',
    all: 'Any type',
    options: 'filingTypes',
  },
] as const

/**
 * The lead toolbar's filters: status, tag, folder, state, county, filing type, filing dates,
 * contacts, stage and sale, equity and urgency, and 'Clear filters' while any is set (`active` of them).
 */
export function LeadFilterFields(props: {
  id: string
  filters: LeadFilters
  options: LeadFacetsResponse['options'] | undefined
  active: number
  onChange: (filters: LeadFilters) => void
}) {
  const { id, filters, options, active, onChange } = props
  const set = (patch: Partial<LeadFilters>) => onChange({ ...filters, ...patch })
  return (
    <>
      <Choice
        id={`${id}-status`}
        label="Status"
        value={filters.status[0] ?? ''}
        all="Any status"
        choices={LEAD_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
        onChange={(value) => set({ status: value ? [value as LeadStatus] : [] })}
      />
      <Choice
        id={`${id}-tag`}
        label="Tag"
        value={filters.tag[0] ?? ''}
        all="Any tag"
        choices={counted(options?.tags)}
        onChange={(value) => set({ tag: value ? [value] : [] })}
      />
      <Choice
        id={`${id}-folder`}
        label="Folder"
        value={filters.folder}
        all="Any folder"
        choices={counted(options?.folders)}
        onChange={(value) => set({ folder: value })}
      />
      {PLACE_AND_TYPE.map((choice) => (
        <Choice
          key={choice.filter}
          id={`${id}-${choice.id}`}
          label={choice.label}
          value={filters[choice.filter]}
          all={choice.all}
          choices={plain(options?.[choice.options])}
          onChange={(value) => set({ [choice.filter]: value })}
        />
      ))}
      <Field label="Filed from" id={`${id}-from`}>
        <Input
          id={`${id}-from`}
          type="date"
          className="h-9"
          value={filters.filedFrom}
          max={filters.filedTo || undefined}
          onChange={(event) => set({ filedFrom: event.target.value })}
        />
      </Field>
      <Field label="Filed to" id={`${id}-to`}>
        <Input
          id={`${id}-to`}
          type="date"
          className="h-9"
          value={filters.filedTo}
          min={filters.filedFrom || undefined}
          onChange={(event) => set({ filedTo: event.target.value })}
        />
      </Field>
      <Choice
        id={`${id}-contacts`}
        label="Contacts"
        value={filters.hasContacts}
        all="With or without"
        choices={[
          { value: 'true', label: 'Contacts found' },
          { value: 'false', label: 'No contacts yet' },
        ]}
        onChange={(value) => set({ hasContacts: value as LeadFilters['hasContacts'] })}
      />
      <StageFilters id={id} filters={filters} set={set} />
      <EquityFilters id={id} filters={filters} set={set} />
      <UrgencyFilter id={id} filters={filters} set={set} />
      {active > 0 && (
        <div className="flex items-end">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() =>
              onChange({
                ...EMPTY_FILTERS,
                zip: filters.zip,
                sort: filters.sort,
                order: filters.order,
              })
            }
          >
            <X aria-hidden="true" />
            Clear filters
          </Button>
        </div>
      )}
    </>
  )
}
