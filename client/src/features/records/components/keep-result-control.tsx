import { BookmarkCheck, BookmarkPlus, LoaderCircle } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** What a readable result's keep button shows. */
export type KeepState = 'idle' | 'keeping' | 'kept'

/** 'Keep as Lead', 'Keeping...' while it is sent, then 'Kept' (done; nothing to press). */
export function KeepResultButton({
  state,
  disabled,
  onKeep,
  label,
}: {
  state: KeepState
  /** Another keep is on its way. */
  disabled: boolean
  onKeep: () => void
  /** What the result is, for the button's accessible name. */
  label: string
}) {
  if (state === 'kept') {
    return (
      <Button size="sm" variant="secondary" disabled aria-label={`Kept as a lead: ${label}`}>
        <BookmarkCheck aria-hidden="true" />
        Kept
      </Button>
    )
  }
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={onKeep}
      disabled={disabled || state === 'keeping'}
      aria-label={`Keep as lead: ${label}`}
    >
      {state === 'keeping' ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <BookmarkPlus aria-hidden="true" />
      )}
      {state === 'keeping' ? 'Keeping...' : 'Keep as Lead'}
    </Button>
  )
}

/** The tick that adds a readable result to the selection kept together. */
export function SelectResultBox({
  checked,
  disabled,
  onToggle,
  label,
}: {
  checked: boolean
  disabled: boolean
  onToggle: () => void
  label: string
}) {
  return (
    <input
      type="checkbox"
      className="size-4 shrink-0 accent-primary"
      checked={checked}
      disabled={disabled}
      onChange={onToggle}
      aria-label={`Select ${label}`}
    />
  )
}
