import type { LeadFacetsResponse } from '@common/contracts/leads'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  ArrowDownWideNarrow,
  ArrowUpNarrowWide,
  Columns3,
  List,
  Search,
  SlidersHorizontal,
} from 'lucide-react'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { cn } from '@/lib/utils'
import type { LeadView } from '../hooks/use-lead-params'
import { searchTextForm } from '../lib/lead-field-forms'
import { type LeadFilters, SORT_LABELS, withSort } from '../lib/lead-filters'
import { Field } from './filter-field'
import { LeadFilterFields } from './lead-filter-fields'

interface LeadToolbarProps {
  filters: LeadFilters
  onChange: (filters: LeadFilters) => void
  options: LeadFacetsResponse['options'] | undefined
  view: LeadView
  onViewChange: (view: LeadView) => void
  /** Beside the view switch: the export menu. */
  actions?: ReactNode
}

/**
 * The lead workspace's controls: free text, the filters (status, tag, folder, state, county,
 * filing type, filing dates, contacts, stage and sale, equity, urgency), the sort and its
 * direction, and list or board. The ZIP filter is the sidebar's. On a phone the filters fold away under 'Filters'.
 */
export function LeadToolbar(props: LeadToolbarProps) {
  const { filters, onChange, options, view, onViewChange, actions } = props
  const ids = useId()
  const search = useForm<z.input<typeof searchTextForm>, unknown, z.output<typeof searchTextForm>>({
    resolver: zodResolver(searchTextForm),
    defaultValues: { q: filters.q },
  })
  const [showFilters, setShowFilters] = useState(false)
  const { setValue } = search
  useEffect(() => setValue('q', filters.q), [filters.q, setValue])
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
          onSubmit={search.handleSubmit(({ q }) => set({ q }))}
        >
          <Input
            aria-label="Search leads by name, address or case number"
            placeholder="Name, address or case number"
            maxLength={100}
            {...search.register('q')}
            className="h-9"
          />
          <Button type="submit" variant="outline" size="sm" aria-label="Search leads">
            <Search aria-hidden="true" />
          </Button>
        </form>
        <div className="flex items-end gap-1">
          <Field label="Sort by" id={`${ids}-sort`}>
            <NativeSelect
              id={`${ids}-sort`}
              value={filters.sort}
              onChange={(event) =>
                onChange(withSort(filters, event.target.value as LeadFilters['sort']))
              }
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
        <LeadFilterFields
          id={ids}
          filters={filters}
          options={options}
          active={active}
          onChange={onChange}
        />
      </div>
    </section>
  )
}
