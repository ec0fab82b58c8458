import type { UserResponse } from '@common/contracts/accounts'
import type { ReactNode } from 'react'
import { Fact } from '@/components/fact'
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
          <Fact term="Name">{displayName(user)}</Fact>
          <Fact term="Email" valueClassName="break-all">
            {user.email}
          </Fact>
          <Fact term="Plan">{planLabel(user)}</Fact>
        </dl>
        {children}
      </CardContent>
    </SectionCard>
  )
}
