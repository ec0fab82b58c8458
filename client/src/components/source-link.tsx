/**
 * The source a fact was taken from (a county's property records, a state's foreclosure process),
 * linked in a new tab that gets no hold on this window.
 */
import type { ReactNode } from 'react'

export function SourceLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="underline underline-offset-2"
    >
      {children}
    </a>
  )
}
