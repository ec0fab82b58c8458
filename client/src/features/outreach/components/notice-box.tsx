/**
 * A boxed notice of the composer or a campaign (compliance, state law, what every e-mail
 * carries): a section labelled by its heading, which starts with an icon.
 */
import type { LucideIcon } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/utils'

interface NoticeBoxProps extends Omit<ComponentProps<'section'>, 'title'> {
  headingId: string
  /** The heading's level where the notice stands (a page's section, or inside a panel). */
  level: 'h2' | 'h3'
  icon: LucideIcon
  /** The icon's colour when it is not the text's. */
  iconClassName?: string
  title: ReactNode
}

export function NoticeBox({
  headingId,
  level: Heading,
  icon: Icon,
  iconClassName,
  title,
  children,
  ...section
}: NoticeBoxProps) {
  return (
    <section aria-labelledby={headingId} {...section}>
      <Heading id={headingId} className="flex items-center gap-2 font-semibold">
        <Icon className={cn('size-4', iconClassName)} aria-hidden="true" />
        {title}
      </Heading>
      {children}
    </section>
  )
}
