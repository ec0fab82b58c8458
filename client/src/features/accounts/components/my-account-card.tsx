import type { UserResponse } from '@common/contracts/accounts'
import type { ReactNode } from 'react'
import { SectionCard } from '@/components/section-card'
import { CardContent } from '@/components/ui/card'
import { displayName, planLabel } from '../lib/account-labels'

interface MyAccountCardProps {
  user: UserResponse
  /** More about the account from other features, under the plan (the subscription's status). */
  children?: ReactNode
}

/** 'My Account' in the sidebar: who is signed in and on which plan. */
export function MyAccountCard({ user, children }: MyAccountCardProps) {
  return (
    <SectionCard id="my-account" title="My Account" headerClassName="pb-3">
      <CardContent className="grid gap-3">
        <dl className="grid gap-2 text-sm">
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground text-xs">Name</dt>
            <dd className="font-medium text-slate-900">{displayName(user)}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground text-xs">Email</dt>
            <dd className="break-all font-medium text-slate-900">{user.email}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground text-xs">Plan</dt>
            <dd className="font-medium text-slate-900">{planLabel(user)}</dd>
          </div>
        </dl>
        {children}
      </CardContent>
    </SectionCard>
  )
}
