import { NavLink, useLocation } from 'react-router'
import { cn } from '@/lib/utils'

const linkClass =
  'inline-flex h-9 shrink-0 items-center rounded-md px-3 font-medium text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** Not built yet: shown so users know it is coming, but plainly not a link. */
const COMING_SOON = ['Analytics'] as const

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
      {COMING_SOON.map((label) => (
        <span
          key={label}
          aria-disabled="true"
          title={`${label} is coming soon`}
          className={cn(linkClass, 'cursor-default gap-1.5 text-slate-400')}
        >
          {label}
          <span className="rounded bg-muted px-1.5 py-0.5 font-semibold text-[10px] text-slate-500 uppercase tracking-wide">
            Soon
          </span>
        </span>
      ))}
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
