import {
  CORRECTION_FIELD_LABELS,
  CORRECTION_FIELDS,
  type CorrectionField,
} from '@common/field-corrections'
import { TextSelect, X } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import type { PageSelection } from '../lib/pdf-selection'

interface SelectionBarProps {
  selection: PageSelection
  /** The field offered first (one to check, or one not found). */
  suggested: CorrectionField
  onUse: (field: CorrectionField) => void
  onClear: () => void
}

/** Shown while text is selected on the page: which field to correct with it. */
export function SelectionBar({ selection, suggested, onUse, onClear }: SelectionBarProps) {
  const ids = useId()
  const [field, setField] = useState<CorrectionField>(suggested)
  return (
    <section
      aria-label="Selected text"
      className="flex flex-wrap items-end gap-2 rounded-md border border-sky-200 bg-sky-50 p-2 text-sm"
    >
      <p className="flex min-w-0 basis-full items-center gap-1.5 text-slate-800">
        <TextSelect className="size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 wrap-anywhere">
          Selected on page {selection.page}: <q className="font-medium">{selection.text}</q>
        </span>
      </p>
      <div className="grid gap-1">
        <label htmlFor={`${ids}-field`} className="font-medium text-slate-700 text-xs">
          Field it is
        </label>
        <NativeSelect
          id={`${ids}-field`}
          value={field}
          onChange={(event) => setField(event.target.value as CorrectionField)}
          className="h-8 w-44"
        >
          {CORRECTION_FIELDS.map((option) => (
            <option key={option} value={option}>
              {CORRECTION_FIELD_LABELS[option]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="button" size="sm" onClick={() => onUse(field)}>
        Correct with selection
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onClear}>
        <X aria-hidden="true" />
        Clear selection
      </Button>
    </section>
  )
}
