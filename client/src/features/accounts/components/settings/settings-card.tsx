import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

/** The frame of one settings section: a titled card with a short description. */
export function SettingsCard({
  id,
  icon: Icon,
  title,
  description,
  children,
}: {
  id: string
  icon: LucideIcon
  title: string
  description: ReactNode
  children: ReactNode
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
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  )
}
