/**
 * The options of a select over a fixed list of values (statuses, stages, tones...): each value
 * is an option, shown by its label when `labels` names one, else as it is.
 */
export function SelectOptions<V extends string>({
  values,
  labels,
}: {
  values: readonly V[]
  labels?: Readonly<Record<V, string>>
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels ? labels[value] : value}
    </option>
  ))
}
