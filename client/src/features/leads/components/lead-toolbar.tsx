import type { LeadFacetsResponse } from '@common/contracts/leads'
import { LEAD_STATUSES, type LeadStatus } from '@common/enums'
import {
  ArrowDownWideNarrow,
  ArrowUpNarrowWide,
  Columns3,
  List,
  Search,
  SlidersHorizontal,
  X,
} from 'lucide-react'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { cn } from '@/lib/utils'
import type { LeadView } from '../hooks/use-lead-params'
import { EMPTY_FILTERS, type LeadFilters, SORT_LABELS } from '../lib/lead-filters'
import { STATUS_LABELS } from '../lib/lead-labels'

interface LeadToolbarProps {
  filters: LeadFilters
  onChange: (filters: LeadFilters) => void
  options: LeadFacetsResponse['options'] | undefined
  view: LeadView
  onViewChange: (view: LeadView) => void
  /** Beside the view switch: the export menu. */
  actions?: ReactNode
}

function Field({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="font-medium text-muted-foreground text-xs">
        {label}
      </label>
      {children}
    </div>
  )
}

function Choice(props: {
  id: string
  label: string
  value: string
  all: string
  choices: readonly { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  return (
    <Field label={props.label} id={props.id}>
      <NativeSelect
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="h-9"
      >
        <option value="">{props.all}</option>
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  )
}

const plain = (values: readonly string[] = []) => values.map((value) => ({ value, label: value }))

/**
 * The lead workspace's controls: free text, the filters (status, tag, folder, state, county,
 * filing type, filing dates, contacts), the sort and its direction, and list or board. The ZIP
 * filter is the sidebar's. On a phone the filters fold away under 'Filters'.
 */
export function LeadToolbar(props: LeadToolbarProps) {
  const { filters, onChange, options, view, onViewChange, actions } = props
  const ids = useId()
  const [text, setText] = useState(filters.q)
  const [showFilters, setShowFilters] = useState(false)
  useEffect(() => setText(filters.q), [filters.q])
  const set = (patch: Partial<LeadFilters>) => onChange({ ...filters, ...patch })
  const active = Object.entries(filters).filter(
    ([key, value]) =>
      !['sort', 'order', 'zip'].includes(key) && (Array.isArray(value) ? value.length : value),
  ).length

  return (
    <section
      aria-label="Lead filters"
      className="grid gap-3 rounded-xl border bg-card p-3 shadow-sm"
    >
      <div className="flex flex-wrap items-end gap-2">
        <form
          className="flex min-w-0 flex-1 basis-56 gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            set({ q: text.trim() })
          }}
        >
          <Input
            aria-label="Search leads by name, address or case number"
            placeholder="Name, address or case number"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            className="h-9"
          />
          <Button
            type="submit"
            variant="outline"
            size="sm"
            className="h-9"
            aria-label="Search leads"
          >
            <Search aria-hidden="true" />
          </Button>
        </form>
        <div className="flex items-end gap-1">
          <Field label="Sort by" id={`${ids}-sort`}>
            <NativeSelect
              id={`${ids}-sort`}
              value={filters.sort}
              onChange={(event) => set({ sort: event.target.value as LeadFilters['sort'] })}
              className="h-9"
            >
              {Object.entries(SORT_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-9"
            aria-label={
              filters.order === 'desc' ? 'Descending: show ascending' : 'Ascending: show descending'
            }
            onClick={() => set({ order: filters.order === 'desc' ? 'asc' : 'desc' })}
          >
            {filters.order === 'desc' ? (
              <ArrowDownWideNarrow aria-hidden="true" />
            ) : (
              <ArrowUpNarrowWide aria-hidden="true" />
            )}
          </Button>
        </div>
        <fieldset className="flex rounded-md border p-0.5">
          <legend className="sr-only">View</legend>
          {(['list', 'board'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => onViewChange(option)}
              className={cn(
                'inline-flex h-8 items-center gap-1.5 rounded px-2.5 font-medium text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                view === option ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
              )}
            >
              {option === 'list' ? (
                <List className="size-4" aria-hidden="true" />
              ) : (
                <Columns3 className="size-4" aria-hidden="true" />
              )}
              {option === 'list' ? 'List' : 'Board'}
            </button>
          ))}
        </fieldset>
        {actions}
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start sm:hidden"
        aria-expanded={showFilters}
        aria-controls={`${ids}-filters`}
        onClick={() => setShowFilters((shown) => !shown)}
      >
        <SlidersHorizontal aria-hidden="true" />
        Filters{active ? ` (${active})` : ''}
      </Button>
      <div
        id={`${ids}-filters`}
        className={cn(
          'grid-cols-2 gap-2 sm:grid md:grid-cols-4 xl:grid-cols-5',
          showFilters ? 'grid' : 'hidden',
        )}
      >
        <Choice
          id={`${ids}-status`}
          label="Status"
          value={filters.status[0] ?? ''}
          all="Any status"
          choices={LEAD_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
          onChange={(value) => set({ status: value ? [value as LeadStatus] : [] })}
        />
        <Choice
          id={`${ids}-tag`}
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
          id={`${ids}-folder`}
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
          id={`${ids}-state`}
          label="State"
          value={filters.state}
          all="Any state"
          choices={plain(options?.states)}
          onChange={(value) => set({ state: value })}
        />
        <Choice
          id={`${ids}-county`}
          label="County"
          value={filters.county}
          all="Any county"
          choices={plain(options?.counties)}
          onChange={(value) => set({ county: value })}
        />
        <Choice
          id={`${ids}-type`}
          label="Filing type"
          value={filters.filingType}
          all="Any type"
          choices={plain(options?.filingTypes)}
          onChange={(value) => set({ filingType: value })}
        />
        <Field label="Filed from" id={`${ids}-from`}>
          <Input
            id={`${ids}-from`}
            type="date"
            className="h-9"
            value={filters.filedFrom}
            max={filters.filedTo || undefined}
            onChange={(event) => set({ filedFrom: event.target.value })}
          />
        </Field>
        <Field label="Filed to" id={`${ids}-to`}>
          <Input
            id={`${ids}-to`}
            type="date"
            className="h-9"
            value={filters.filedTo}
            min={filters.filedFrom || undefined}
            onChange={(event) => set({ filedTo: event.target.value })}
          />
        </Field>
        <Choice
          id={`${ids}-contacts`}
          label="Contacts"
          value={filters.hasContacts}
          all="With or without"
          choices={[
            { value: 'true', label: 'Contacts found' },
            { value: 'false', label: 'No contacts yet' },
          ]}
          onChange={(value) => set({ hasContacts: value as LeadFilters['hasContacts'] })}
        />
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
      </div>
    </section>
  )
}
