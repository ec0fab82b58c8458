import { type ReactNode, useId } from 'react'
import { Label } from '@/components/ui/label'

/** The attributes that tie a control to its label, hint and error message. */
interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

interface FieldProps {
  label: string
  /** Help shown under the control, e.g. 'Minimum 6 characters'. */
  hint?: string
  /** The validation message, shown word for word under the control. */
  error?: string
  /** Renders the control with the props that connect it to the label and messages. */
  children: (control: FieldControlProps) => ReactNode
}

/** A labelled form control with an optional hint and validation message. */
export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  )
}
