import type { ReactNode } from 'react'

/** A form's validation message under a control laid out without Field: nothing when none. */
export function FormMessage({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null
  return (
    <p id={id} className="font-medium text-destructive text-sm">
      {children}
    </p>
  )
}
