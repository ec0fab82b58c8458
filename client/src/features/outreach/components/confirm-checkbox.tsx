/**
 * The checkbox by which the user confirms a notice of the composer or a campaign (state law, a
 * case that may have ended); what it confirms is its label.
 */
import type { ReactNode } from 'react'

interface ConfirmCheckboxProps {
  checked: boolean
  onCheckedChange: (value: boolean) => void
  /** The sentence the user confirms. */
  children: ReactNode
}

export function ConfirmCheckbox({ checked, onCheckedChange, children }: ConfirmCheckboxProps) {
  return (
    <label className="flex items-start gap-2 font-medium">
      <input
        type="checkbox"
        className="mt-0.5 size-4"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      {children}
    </label>
  )
}
