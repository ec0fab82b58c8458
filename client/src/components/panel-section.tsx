/**
 * A titled part of a lead's detail pane (summary, pipeline, notes, tags, case history, photo):
 * a bordered section labelled by its level-3 heading, which starts with an icon.
 */
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

interface PanelSectionProps {
  headingId: string
  icon: LucideIcon
  title: string
  /** The section's grid; its gap differs by how dense the content is. */
  className: string
  children: ReactNode
}

export function PanelSection({
  headingId,
  icon: Icon,
  title,
  className,
  children,
}: PanelSectionProps) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h3 id={headingId} className="flex items-center gap-1.5 font-semibold text-slate-900 text-sm">
        <Icon className="size-4" aria-hidden="true" />
        {title}
      </h3>
      {children}
    </section>
  )
}
