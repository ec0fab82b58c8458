import type { LeadFacetsResponse } from '@common/contracts/leads'
import { LEAD_STATUSES, type LeadStatus } from '@common/enums'
import { X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { EMPTY_FILTERS, type LeadFilters } from '../lib/lead-filters'
import { STATUS_LABELS } from '../lib/lead-labels'
import { EquityFilters } from './equity-filters'
import { Choice, Field, plain } from './filter-field'
import { StageFilters } from './stage-filters'

/**
 * The lead toolbar's filters: status, tag, folder, state, county, filing type, filing dates,
 * contacts, stage and sale, and equity, and 'Clear filters' while any is set (`active` of them).
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
        choices={(options?.tags ?? []).map((tag) => ({
          value: tag.value,
          label: `${tag.value} (${tag.count})`,
        }))}
        onChange={(value) => set({ tag: value ? [value] : [] })}
      />
      <Choice
        id={`${id}-folder`}
        label="Folder"
        value={filters.folder}
        all="Any folder"
        choices={(options?.folders ?? []).map((folder) => ({
          value: folder.value,
          label: `${folder.value} (${folder.count})`,
        }))}
        onChange={(value) => set({ folder: value })}
      />
      <Choice
        id={`${id}-state`}
        label="State"
        value={filters.state}
        all="Any state"
        choices={plain(options?.states)}
        onChange={(value) => set({ state: value })}
      />
      <Choice
        id={`${id}-county`}
        label="County"
        value={filters.county}
        all="Any county"
        choices={plain(options?.counties)}
        onChange={(value) => set({ county: value })}
      />
      <Choice
        id={`${id}-type`}
        label="Filing type"
        value={filters.filingType}
        all="Any type"
        choices={plain(options?.filingTypes)}
        onChange={(value) => set({ filingType: value })}
      />
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
      {active > 0 && (
        <div className="flex items-end">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-9"
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
