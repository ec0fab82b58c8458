/**
 * One connected account in a settings list (a CRM, a mailbox): what it is and its state (the
 * children, badges and name), the last error it reported, if any, and a Remove button.
 */
import { Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'

interface ConnectionRowProps {
  lastError: string | null
  /** A removal is under way: Remove is disabled. */
  removing: boolean
  onRemove: () => void
  children: ReactNode
}

export function ConnectionRow({ lastError, removing, onRemove, children }: ConnectionRowProps) {
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-lg border p-3 text-sm">
      {children}
      {lastError && <span className="w-full text-destructive text-xs">{lastError}</span>}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="ml-auto"
        disabled={removing}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
        Remove
      </Button>
    </li>
  )
}
