import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

/**
 * The frame of one section of the settings page: a card titled with an icon, its short
 * description, then `children` (the section's CardContent, or nothing while it has none).
 */
export function SettingsSection({
  id,
  icon: Icon,
  title,
  description,
  children,
}: {
  /** The heading's id is `${id}-heading`; the section is labelled by it. */
  id: string
  icon: LucideIcon
  title: string
  description: ReactNode
  children?: ReactNode
}) {
  return (
    <Card asChild>
      <section aria-labelledby={`${id}-heading`}>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={`${id}-heading`} className="flex items-center gap-2 text-base">
              <Icon className="size-4 text-primary" aria-hidden="true" />
              {title}
            </h2>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children}
      </section>
    </Card>
  )
}
