import type { ComponentProps, ReactNode } from 'react'
import { BrandLogo } from '@/components/layout/brand-logo'
import { MainNav } from '@/components/layout/main-nav'
import { cn } from '@/lib/utils'

interface AppShellProps {
  /** The plan badge and upgrade action. */
  status: ReactNode
  /** Header buttons (notifications, sign out). */
  actions: ReactNode
  /** Sidebar cards (trial status, account). */
  sidebar: ReactNode
  /** The page. */
  children: ReactNode
  /** Navigation only this user has (an operator's Sources). */
  extraNavItems?: ComponentProps<typeof MainNav>['extraItems']
}

/**
 * The signed-in app's frame: a header with the brand, navigation, plan and account actions,
 * then a sidebar beside the page. Each part is rendered once and only reflowed: one row on a
 * wide screen; on narrower ones the navigation gets its own row, and on a phone the plan does.
 * The page comes first in reading and focus order; from `lg` up the sidebar is drawn on its left,
 * below that it follows the page, so on a phone the documents are not under five cards.
 */
export function AppShell({ status, actions, sidebar, children, extraNavItems }: AppShellProps) {
  // With more sections than the header's one row holds at 1366 px, the navigation keeps its own
  // row on wide screens too (an operator's Sources).
  const oneRow = !extraNavItems?.length
  return (
    <div className="min-h-screen bg-muted/40">
      <header className="border-b bg-background">
        <div
          className={cn(
            'mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 pt-3 sm:px-6',
            oneRow && 'xl:h-16 xl:flex-nowrap xl:py-0',
          )}
        >
          <BrandLogo className="order-1" />
          <div className="order-2 ml-auto flex items-center gap-2 sm:order-3 sm:ml-0">
            {actions}
          </div>
          <div className="order-3 flex w-full items-center justify-between gap-3 sm:order-2 sm:ml-auto sm:w-auto">
            {status}
          </div>
          <MainNav
            extraItems={extraNavItems}
            className={cn(
              'order-4 -mx-4 w-[calc(100%+2rem)] overflow-x-auto border-t px-3 py-1.5 sm:-mx-6 sm:w-[calc(100%+3rem)] sm:px-5',
              oneRow && 'xl:order-1 xl:mx-0 xl:ml-4 xl:w-auto xl:border-0 xl:p-0',
            )}
          />
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:py-8">
        <main id="main" className="min-w-0">
          {children}
        </main>
        <aside
          aria-label="Your account"
          className="grid content-start gap-4 sm:grid-cols-2 lg:order-first lg:grid-cols-1"
        >
          {sidebar}
        </aside>
      </div>
    </div>
  )
}
