/**
 * The small button that removes one item of a settings list (a connection, an API key, a
 * template): a bin icon before its label, disabled while a removal runs.
 */
import { Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'

interface RemoveButtonProps {
  removing: boolean
  onRemove: () => void
  /** The visible label ('Remove', 'Revoke'); none for an icon-only button with an aria-label. */
  children?: ReactNode
  'aria-label'?: string
  className?: string
}

export function RemoveButton({ removing, onRemove, children, ...button }: RemoveButtonProps) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      disabled={removing}
      onClick={onRemove}
      {...button}
    >
      <Trash2 aria-hidden="true" />
      {children}
    </Button>
  )
}
