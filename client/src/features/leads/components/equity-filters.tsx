import { Input } from '@/components/ui/input'
import type { LeadFilters } from '../lib/lead-filters'
import { Choice, Field, type FilterGroupProps } from './filter-field'

/**
 * The filters investors use most (docs/decisions/0035): a minimum equity estimate and whether
 * the owner mails elsewhere (absentee). Leads not yet enriched have neither and are left out.
 */
export function EquityFilters({ id, filters, set }: FilterGroupProps) {
  return (
    <>
      <Field label="Equity (estimate) at least" id={`${id}-equity`}>
        <Input
          id={`${id}-equity`}
          type="number"
          inputMode="numeric"
          step={1000}
          placeholder="$ any"
          className="h-9"
          value={filters.minEquity}
          onChange={(event) => set({ minEquity: event.target.value.replace(/[^\d-]/g, '') })}
        />
      </Field>
      <Choice
        id={`${id}-absentee`}
        label="Owner"
        value={filters.absentee}
        all="Absentee or not"
        choices={[
          { value: 'true', label: 'Absentee owner' },
          { value: 'false', label: 'Owner lives there' },
        ]}
        onChange={(value) => set({ absentee: value as LeadFilters['absentee'] })}
      />
    </>
  )
}
