import { US_STATES } from '@common/us-states'

/**
 * The options of a state select: the empty choice first (what no state means there), then every
 * state, shown as 'OH - Ohio' or, with `namesOnly`, as 'Ohio'; the value is the code.
 */
export function UsStateOptions({
  empty,
  namesOnly = false,
}: {
  empty: string
  namesOnly?: boolean
}) {
  return (
    <>
      <option value="">{empty}</option>
      {US_STATES.map(([code, name]) => (
        <option key={code} value={code}>
          {namesOnly ? name : `${code} - ${name}`}
        </option>
      ))}
    </>
  )
}
