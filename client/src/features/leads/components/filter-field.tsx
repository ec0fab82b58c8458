import type { ReactNode } from 'react'
import { NativeSelect } from '@/components/ui/native-select'
import type { LeadFilters } from '../lib/lead-filters'

/** A labelled control of the lead filters. */
export function Field({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="font-medium text-muted-foreground text-xs">
        {label}
      </label>
      {children}
    </div>
  )
}

/** A filter picked from a list, with an "any" choice first. */
export function Choice(props: {
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

/** Choices whose label is their value. */
export const plain = (values: readonly string[] = []) =>
  values.map((value) => ({ value, label: value }))

/** Choices from the values the user's leads hold, each with how many leads hold it. */
export const counted = (values: readonly { value: string; count: number }[] = []) =>
  values.map(({ value, count }) => ({ value, label: `${value} (${count})` }))

/** What a group of the lead filters is given: the ids' prefix, the filters, and how to change some. */
export interface FilterGroupProps {
  id: string
  filters: LeadFilters
  set: (patch: Partial<LeadFilters>) => void
}
