import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import type { LeadFilters } from '../lib/lead-filters'

const LABEL = 'font-medium text-muted-foreground text-xs'

/**
 * The filters investors use most (docs/decisions/0035): a minimum equity estimate and whether
 * the owner mails elsewhere (absentee). Leads not yet enriched have neither and are left out.
 */
export function EquityFilters({
  id,
  filters,
  set,
}: {
  id: string
  filters: LeadFilters
  set: (patch: Partial<LeadFilters>) => void
}) {
  return (
    <>
      <div className="grid min-w-0 gap-1">
        <label htmlFor={`${id}-equity`} className={LABEL}>
          Equity (estimate) at least
        </label>
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
      </div>
      <div className="grid min-w-0 gap-1">
        <label htmlFor={`${id}-absentee`} className={LABEL}>
          Owner
        </label>
        <NativeSelect
          id={`${id}-absentee`}
          className="h-9"
          value={filters.absentee}
          onChange={(event) => set({ absentee: event.target.value as LeadFilters['absentee'] })}
        >
          <option value="">Absentee or not</option>
          <option value="true">Absentee owner</option>
          <option value="false">Owner lives there</option>
        </NativeSelect>
      </div>
    </>
  )
}
