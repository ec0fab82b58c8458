/**
 * One connected account in a settings list (a CRM, a mailbox): what it is and its state (the
 * children, badges and name), the last error it reported, if any, and a Remove button.
 */
import type { ReactNode } from 'react'
import { RemoveButton } from '@/components/remove-button'

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
      <RemoveButton removing={removing} onRemove={onRemove} className="ml-auto">
        Remove
      </RemoveButton>
    </li>
  )
}
