/**
 * What a pane shows while its data or file is on the way ('Loading the lead...'): a status line
 * with a spinner, which turns only for users who have not asked for reduced motion.
 */
import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'

export function LoadingLine({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 p-4 text-muted-foreground text-sm">
      <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
      {children}
    </p>
  )
}
