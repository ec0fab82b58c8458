import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { SUPPORT_EMAIL } from '@/lib/brand'
import { supportMailto } from '../lib/subscription-return'

interface BillingResultCardProps {
  icon: ReactNode
  title: string
  children: ReactNode
}

/** The card of the pages PayPal returns to: an icon, the outcome as the page's heading, details. */
export function BillingResultCard({ icon, title, children }: BillingResultCardProps) {
  return (
    <Card className="p-6 text-center sm:p-10">
      <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-muted">
        {icon}
      </span>
      <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">{title}</h1>
      {children}
    </Card>
  )
}

/** 'Questions? Email support@…', linking to a mail about subscription help. */
export function SupportLine({ lead = 'Questions about your subscription?' }: { lead?: string }) {
  return (
    <p className="mt-8 text-muted-foreground text-sm">
      {lead} Contact us at{' '}
      <a
        href={supportMailto('Subscription help')}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {SUPPORT_EMAIL}
      </a>
      .
    </p>
  )
}
