import { MULTI_AREA } from '@common/limits'
import { Search } from 'lucide-react'
import { useWatch } from 'react-hook-form'
import { InputField, SelectField } from '@/components/form/registered-fields'
import { UsStateOptions } from '@/components/form/us-state-options'
import { SectionCard } from '@/components/section-card'
import { CardContent } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { NativeSelect } from '@/components/ui/native-select'
import { PendingButton } from '@/components/ui/pending-button'
import type { SearchCriteria } from '../api/search-public-records'
import type { SearchFormApi } from '../lib/search-form-values'
import { EquitySearchFields } from './equity-search-fields'
import { LegalDisclaimer } from './legal-disclaimer'

interface SearchFormProps {
  form: SearchFormApi
  onSearch: (criteria: SearchCriteria) => void
  isPending: boolean
  /** Elite: more ZIPs, or a county without a ZIP, in one search (0034). */
  multiArea?: boolean
}

/** The stage filter's choices: one select setting the contract's two optional filters. */
const STAGE_FILTERS = {
  any: { label: 'Any stage', saleWithinDays: undefined, excludeEnded: undefined },
  sale30: { label: 'Sale in the next 30 days', saleWithinDays: 30, excludeEnded: undefined },
  notEnded: {
    label: 'Not cancelled / sold / redeemed',
    saleWithinDays: undefined,
    excludeEnded: true,
  },
} as const
type StageFilterChoice = keyof typeof STAGE_FILTERS

const isStageFilterChoice = (value: string): value is StageFilterChoice => value in STAGE_FILTERS

function stageFilterChoice(saleWithinDays: unknown, excludeEnded: unknown): StageFilterChoice {
  if (saleWithinDays === 30) return 'sale30'
  if (excludeEnded) return 'notEnded'
  return 'any'
}

/** An optional select under the spec's fields: narrows the search to a stage (issue 16). */
function StageFilterField({ form }: { form: SearchFormApi }) {
  // useWatch re-renders this select alone when the filters change (not the page per keystroke).
  const [saleWithinDays, excludeEnded] = useWatch({
    control: form.control,
    name: ['saleWithinDays', 'excludeEnded'],
  })
  const choice = stageFilterChoice(saleWithinDays, excludeEnded)
  return (
    <Field label="Stage (optional)">
      {(control) => (
        <NativeSelect
          {...control}
          value={choice}
          onChange={(event) => {
            if (!isStageFilterChoice(event.target.value)) return
            const picked = STAGE_FILTERS[event.target.value]
            form.setValue('saleWithinDays', picked.saleWithinDays)
            form.setValue('excludeEnded', picked.excludeEnded)
          }}
        >
          {Object.entries(STAGE_FILTERS).map(([value, filter]) => (
            <option key={value} value={value}>
              {filter.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  )
}

/** State, ZIP code and the optional city and county, checked by the contract's schema. */
export function SearchForm({ form, onSearch, isPending, multiArea = false }: SearchFormProps) {
  return (
    <SectionCard
      id="search-form"
      title="Search Criteria"
      icon={Search}
      headerClassName="pb-4"
      description={
        multiArea
          ? 'Choose a state and one or more 5-digit ZIP codes, or a county without a ZIP.'
          : 'Choose a state and a 5-digit ZIP code.'
      }
    >
      <CardContent className="grid gap-4">
        <form onSubmit={form.handleSubmit(onSearch)} noValidate className="grid gap-4">
          <SelectField form={form} name="state" label="State" required>
            <UsStateOptions empty="Select a state" />
          </SelectField>
          <InputField
            form={form}
            name="zipCode"
            label="ZIP Code"
            required
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="12345"
            maxLength={5}
          />
          {multiArea && (
            <InputField
              form={form}
              name="zipCodes"
              label={`More ZIP codes (Elite, up to ${MULTI_AREA.maxZipCodes} in all)`}
              inputMode="numeric"
              placeholder="45203, 45204"
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <InputField
              form={form}
              name="city"
              label="City (optional)"
              autoComplete="address-level2"
            />
            <InputField form={form} name="county" label="County (optional)" />
          </div>
          <StageFilterField form={form} />
          <EquitySearchFields form={form} />
          <PendingButton
            type="submit"
            size="lg"
            pending={isPending}
            pendingLabel="Searching..."
            icon={<Search aria-hidden="true" />}
          >
            Search Records
          </PendingButton>
        </form>
        <LegalDisclaimer />
      </CardContent>
    </SectionCard>
  )
}
