/**
 * A form of a settings section: its fields, then its one submit button, which is busy (spinner
 * and `pendingLabel`) while what was submitted is being saved. It submits through the section's
 * react-hook-form (`form.handleSubmit`), so `onValid` gets the values its schema validated.
 */
import type { ReactNode } from 'react'
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form'
import { PendingButton } from '@/components/ui/pending-button'

interface SavingFormProps<Values extends FieldValues, Valid extends FieldValues> {
  form: UseFormReturn<Values, unknown, Valid>
  /** What to do with the validated values. */
  onValid: SubmitHandler<Valid>
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

export function SavingForm<Values extends FieldValues, Valid extends FieldValues = Values>({
  form,
  onValid,
  submitLabel,
  pendingLabel,
  pending,
  disabled,
  className = 'grid gap-4',
  children,
}: SavingFormProps<Values, Valid>) {
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className={className}>
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
