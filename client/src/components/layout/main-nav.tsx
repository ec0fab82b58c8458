import { NavLink, useLocation } from 'react-router'
import { cn } from '@/lib/utils'

const linkClass =
  'inline-flex h-9 shrink-0 items-center rounded-md px-3 font-medium text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

interface NavItem {
  to: string
  label: string
  exactly?: readonly string[]
}

/** The app's sections, in the order the header lists them. */
const NAV_ITEMS: readonly NavItem[] = [
  // The dashboard is home too ('/'), and only those two paths mark it current.
  { to: '/dashboard', label: 'Dashboard', exactly: ['/', '/dashboard'] },
  { to: '/public-records', label: 'Public Records Search' },
  { to: '/analytics', label: 'Analytics' },
  { to: '/campaigns', label: 'Campaigns' },
  { to: '/alerts', label: 'Alerts' },
  { to: '/coverage', label: 'Coverage' },
  { to: '/settings', label: 'Settings' },
]

function navLinkClass(active: boolean): string {
  return cn(
    linkClass,
    active
      ? 'bg-secondary text-secondary-foreground'
      : 'text-muted-foreground hover:text-foreground',
  )
}

/** The signed-in app's main navigation (spec section 2, dashboard header). */
export function MainNav({
  className,
  extraItems = [],
}: {
  className?: string
  /** Sections only some users have (the operator's Sources), after the others. */
  extraItems?: readonly NavItem[]
}) {
  const { pathname } = useLocation()
  return (
    <nav aria-label="Main" className={cn('flex items-center gap-1', className)}>
      {[...NAV_ITEMS, ...extraItems].map(({ to, label, exactly }) => {
        if (!exactly) {
          return (
            <NavLink key={to} to={to} className={({ isActive }) => navLinkClass(isActive)}>
              {label}
            </NavLink>
          )
        }
        const current = exactly.includes(pathname)
        return (
          <NavLink
            key={to}
            to={to}
            aria-current={current ? 'page' : undefined}
            className={navLinkClass(current)}
          >
            {label}
          </NavLink>
        )
      })}
    </nav>
  )
}
