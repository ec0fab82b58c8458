import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/utils'
import { AuthShell } from './auth-shell'

/**
 * A signed-out page that is one card (a reset link, an e-mail confirmation): an icon in a circle
 * and the page's heading over `children`; `centered` centres the whole card's text, not only the
 * heading (a message rather than a form).
 */
export function AuthCard({
  icon,
  title,
  centered = false,
  children,
}: {
  icon: ReactNode
  title: string
  centered?: boolean
  children: ReactNode
}) {
  return (
    <AuthShell>
      <Card className={cn('p-6 sm:p-8', centered && 'text-center')}>
        <div className={cn('text-center', centered ? 'mb-3' : 'mb-6')}>
          <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-muted">
            {icon}
          </span>
          <h1 className="font-bold text-2xl text-slate-900 tracking-tight">{title}</h1>
        </div>
        {children}
      </Card>
    </AuthShell>
  )
}
