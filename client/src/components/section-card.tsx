import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/utils'

interface SectionCardProps {
  /** The heading's id is `${id}-heading`; the section is labelled by it. */
  id: string
  title: ReactNode
  /** Shown before the title, in the brand colour. */
  icon?: LucideIcon
  /** The short text under the title; none: no description line. */
  description?: ReactNode
  /** Extra classes of the header (e.g. 'pb-3' for a tighter card). */
  headerClassName?: string
  /** The card's CardContent (or nothing while it has none). */
  children?: ReactNode
}

/**
 * A card that is one titled section of a page (settings, dashboard, search): a level-2 heading,
 * with an icon when it has one, that labels the section, an optional description, then `children`.
 */
export function SectionCard({
  id,
  title,
  icon: Icon,
  description,
  headerClassName,
  children,
}: SectionCardProps) {
  return (
    <Card asChild>
      <section aria-labelledby={`${id}-heading`}>
        <CardHeader className={headerClassName}>
          <CardTitle asChild>
            <h2 id={`${id}-heading`} className={cn('text-base', Icon && 'flex items-center gap-2')}>
              {Icon && <Icon className="size-4 text-primary" aria-hidden="true" />}
              {title}
            </h2>
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        {children}
      </section>
    </Card>
  )
}
