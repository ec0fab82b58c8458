import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { SectionCard } from '@/components/section-card'
import { CardContent } from '@/components/ui/card'

/** The frame of one account settings section: a titled card with a short description. */
export function SettingsCard({
  children,
  ...section
}: {
  id: string
  icon: LucideIcon
  title: string
  description: ReactNode
  children: ReactNode
}) {
  return (
    <SectionCard {...section}>
      <CardContent>{children}</CardContent>
    </SectionCard>
  )
}
