import type { ReactNode } from 'react'

function toggle<T>(list: T[], value: T, on: boolean): T[] {
  return on ? [...new Set([...list, value])] : list.filter((item) => item !== value)
}

/** A legend over a row of ticked choices, each ticked or not by its presence in `selected`. */
export function CheckboxGroup<T extends string>(props: {
  legend: string
  values: readonly T[]
  selected: T[]
  onChange: (update: (selected: T[]) => T[]) => void
  labelOf?: (value: T) => string
  disabledOf?: (value: T) => boolean
  /** Under the choices: the group's error. */
  children?: ReactNode
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="font-medium text-sm">{props.legend}</legend>
      <div className="flex flex-wrap gap-3">
        {props.values.map((value) => (
          <label key={value} className="flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              checked={props.selected.includes(value)}
              disabled={props.disabledOf?.(value)}
              onChange={(e) => props.onChange((list) => toggle(list, value, e.target.checked))}
            />
            {props.labelOf ? props.labelOf(value) : value}
          </label>
        ))}
      </div>
      {props.children}
    </fieldset>
  )
}
