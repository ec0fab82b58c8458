import { InputField, SelectField } from '@/components/form/registered-fields'
import type { SearchFormApi } from '../lib/search-form-values'

/** An empty number field is no filter; anything else goes to the contract to check. */
const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value)

/** What the equity filters match, said where they are set (docs/decisions/0039). */
const EQUITY_RULE =
  'Equity is an estimate: the assessor’s market value less what the filing shows owed (% of the market value), for properties already enriched (and sample records). A minimum or “absentee owners only” leaves out results without an estimate; sorted by equity, they come last.'

/**
 * The optional equity filters and sort of a search (issue 20): a minimum estimated equity in
 * dollars and/or as a share of the market value, absentee owners only, and the order.
 */
export function EquitySearchFields({ form }: { form: SearchFormApi }) {
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="px-1 font-medium text-sm">Equity and owner (optional)</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <InputField
          form={form}
          name="minEquity"
          options={{ setValueAs: optionalNumber }}
          label="Min. equity ($)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          placeholder="Any"
        />
        <InputField
          form={form}
          name="minEquityPercent"
          options={{ setValueAs: optionalNumber }}
          label="Min. equity (%)"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          placeholder="Any"
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          {...form.register('absenteeOnly', { setValueAs: (value) => value || undefined })}
        />
        Absentee owners only (mailing address elsewhere)
      </label>
      <SelectField form={form} name="sort" label="Sort results">
        <option value="filingDate">Newest filing first</option>
        <option value="equity">Highest equity estimate first</option>
      </SelectField>
      <p className="text-muted-foreground text-xs">{EQUITY_RULE}</p>
    </fieldset>
  )
}
