import { NavLink, useLocation } from 'react-router'
import { cn } from '@/lib/utils'

const linkClass =
  'inline-flex h-9 shrink-0 items-center rounded-md px-3 font-medium text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** The signed-in app's main navigation (spec section 2, dashboard header). */
export function MainNav({ className }: { className?: string }) {
  const { pathname } = useLocation()
  const onDashboard = pathname === '/' || pathname === '/dashboard'
  return (
    <nav aria-label="Main" className={cn('flex items-center gap-1', className)}>
      <NavLink
        to="/dashboard"
        aria-current={onDashboard ? 'page' : undefined}
        className={cn(
          linkClass,
          onDashboard
            ? 'bg-secondary text-secondary-foreground'
            : 'text-muted-foreground hover:text-foreground',
        )}
      >
        Dashboard
      </NavLink>
      <NavLink
        to="/public-records"
        className={({ isActive }) =>
          cn(
            linkClass,
            isActive
              ? 'bg-secondary text-secondary-foreground'
              : 'text-muted-foreground hover:text-foreground',
          )
        }
      >
        Public Records Search
      </NavLink>
      <NavLink
        to="/analytics"
        className={({ isActive }) =>
          cn(
            linkClass,
            isActive
              ? 'bg-secondary text-secondary-foreground'
              : 'text-muted-foreground hover:text-foreground',
          )
        }
      >
        Analytics
      </NavLink>
      <NavLink
        to="/campaigns"
        className={({ isActive }) =>
          cn(
            linkClass,
            isActive
              ? 'bg-secondary text-secondary-foreground'
              : 'text-muted-foreground hover:text-foreground',
          )
        }
      >
        Campaigns
      </NavLink>
      <NavLink
        to="/alerts"
        className={({ isActive }) =>
          cn(
            linkClass,
            isActive
              ? 'bg-secondary text-secondary-foreground'
              : 'text-muted-foreground hover:text-foreground',
          )
        }
      >
        Alerts
      </NavLink>
      <NavLink
        to="/settings"
        className={({ isActive }) =>
          cn(
            linkClass,
            isActive
              ? 'bg-secondary text-secondary-foreground'
              : 'text-muted-foreground hover:text-foreground',
          )
        }
      >
        Settings
      </NavLink>
    </nav>
  )
}
