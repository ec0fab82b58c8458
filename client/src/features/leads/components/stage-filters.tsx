import { CASE_STAGES, type CaseStage } from '@common/lifecycle'
import { STAGE_LABELS } from '@/components/case-stage-line'
import { NativeSelect } from '@/components/ui/native-select'
import type { LeadFilters } from '../lib/lead-filters'
import { Choice, Field, type FilterGroupProps } from './filter-field'

/** The sale choices, as the search form offers them, and a few more horizons. */
const SALE_CHOICES = [
  { value: '', label: 'Any sale date' },
  { value: 'within:30', label: 'Sale in the next 30 days' },
  { value: 'within:60', label: 'Sale in the next 60 days' },
  { value: 'within:90', label: 'Sale in the next 90 days' },
  { value: 'notEnded', label: 'Not cancelled / sold / redeemed' },
] as const

/** The select's value for the filters (a sale horizon wins: a live sale has not ended). */
function saleChoice(filters: LeadFilters): string {
  if (filters.saleWithinDays) return `within:${filters.saleWithinDays}`
  return filters.excludeEnded ? 'notEnded' : ''
}

/**
 * The lead list's stage filters (issue 16, the search's own): the case's stage today (a sale
 * date passed without news reads 'Unknown'), and a live sale within N days or a case not ended.
 * A lead kept from an upload has the stage its uploads of the case recorded.
 */
export function StageFilters({ id, filters, set }: FilterGroupProps) {
  const sale = saleChoice(filters)
  // A horizon from a shared link that the list does not offer stays shown as it is.
  const choices = SALE_CHOICES.some((choice) => choice.value === sale)
    ? SALE_CHOICES
    : [...SALE_CHOICES, { value: sale, label: `Sale in the next ${filters.saleWithinDays} days` }]
  return (
    <>
      <Choice
        id={`${id}-stage`}
        label="Stage"
        value={filters.stage[0] ?? ''}
        all="Any stage"
        choices={CASE_STAGES.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] }))}
        onChange={(value) => set({ stage: value ? [value as CaseStage] : [] })}
      />
      <Field label="Sale" id={`${id}-sale`}>
        <NativeSelect
          id={`${id}-sale`}
          className="h-9"
          value={sale}
          onChange={(event) => {
            const value = event.target.value
            set({
              saleWithinDays: value.startsWith('within:') ? value.slice('within:'.length) : '',
              excludeEnded: value === 'notEnded' ? 'true' : '',
            })
          }}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </>
  )
}
