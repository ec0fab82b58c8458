import { Input } from '@/components/ui/input'
import { minUrgencyInput } from '../lib/urgency-labels'
import { Field, type FilterGroupProps } from './filter-field'

/**
 * "Urgency at least": leads whose urgency score (0-100, common/urgency.ts) is at least this
 * (the API's minUrgency); what is typed past 100 reads as 100.
 */
export function UrgencyFilter({ id, filters, set }: FilterGroupProps) {
  return (
    <Field label="Urgency at least" id={`${id}-urgency`}>
      <Input
        id={`${id}-urgency`}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={5}
        placeholder="0-100, any"
        className="h-9"
        value={filters.minUrgency}
        onChange={(event) => set({ minUrgency: minUrgencyInput(event.target.value) })}
      />
    </Field>
  )
}
