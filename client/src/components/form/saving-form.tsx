/**
 * A form of a settings section: its fields, then its one submit button, which is busy (spinner
 * and `pendingLabel`) while what was submitted is being saved.
 */
import type { FormEventHandler, ReactNode } from 'react'
import { PendingButton } from '@/components/ui/pending-button'

interface SavingFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>
  /** What the submit button says, e.g. 'Save name'. */
  submitLabel: string
  /** What it says while saving, e.g. 'Saving...'. */
  pendingLabel: string
  pending: boolean
  /** The button is disabled as well while this holds (e.g. the saved values are loading). */
  disabled?: boolean
  /** The form's layout; a one-column grid unless said. */
  className?: string
  children: ReactNode
}

export function SavingForm({
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  disabled,
  className = 'grid gap-4',
  children,
}: SavingFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className={className}>
      {children}
      <div>
        <PendingButton
          type="submit"
          pending={pending}
          pendingLabel={pendingLabel}
          disabled={disabled}
        >
          {submitLabel}
        </PendingButton>
      </div>
    </form>
  )
}
