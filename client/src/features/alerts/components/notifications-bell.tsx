import type { NotificationItem } from '@common/contracts/alerts'
import { Bell, BellRing, Gauge } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { formatRelativeTime } from '@/lib/format'
import { cn } from '@/lib/utils'
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../api/notifications'

/**
 * The header's notifications bell: the unread count on it, and a list of the latest
 * notifications beneath (an alert's match, a lead whose urgency reached the user's threshold, a
 * disabled webhook). Clicking one marks it read and opens it: the lead (an urgency notification,
 * or the user's lead for the filing when there is one), else the search of its area.
 */
export function NotificationsBell() {
  const { data } = useNotifications()
  const markRead = useMarkNotificationRead()
  const markAll = useMarkAllNotificationsRead()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const unread = data?.unread ?? 0

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    const onClick = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('mousedown', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('mousedown', onClick)
    }
  }, [open])

  const openItem = (item: NotificationItem) => {
    if (!item.read) markRead.mutate(item.id)
    setOpen(false)
    navigate(item.link)
  }

  return (
    <div ref={root} className="relative">
      <Button
        variant="ghost"
        size="icon"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="relative"
      >
        {unread > 0 ? <BellRing aria-hidden="true" /> : <Bell aria-hidden="true" />}
        {unread > 0 && (
          <span
            data-testid="notifications-unread"
            className="-top-0.5 -right-0.5 absolute min-w-5 rounded-full bg-destructive px-1 font-semibold text-[11px] text-destructive-foreground leading-5"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Button>
      {open && (
        <section
          id={panelId}
          aria-label="Notifications"
          className="absolute right-0 z-50 mt-2 w-80 max-w-[90vw] rounded-lg border bg-card p-2 text-card-foreground shadow-lg"
        >
          <div className="flex items-center justify-between px-2 py-1">
            <h2 className="font-semibold text-sm">Notifications</h2>
            <Button
              variant="link"
              size="sm"
              disabled={unread === 0 || markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              Mark all read
            </Button>
          </div>
          {!data?.notifications.length ? (
            <p className="px-2 py-4 text-muted-foreground text-sm">
              No notifications yet. Set up alerts to hear of new filings.
            </p>
          ) : (
            <ul className="grid max-h-96 gap-1 overflow-y-auto">
              {data.notifications.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => openItem(item)}
                    data-kind={item.kind}
                    className={cn(
                      'grid w-full gap-0.5 rounded-md px-2 py-2 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      !item.read && 'bg-primary/5',
                    )}
                  >
                    <span className={cn('font-medium', !item.read && 'text-primary')}>
                      {!item.read && <span className="sr-only">Unread: </span>}
                      {item.kind === 'urgency' && (
                        <Gauge className="mr-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
                      )}
                      {item.title}
                    </span>
                    {item.body && (
                      <span className="text-muted-foreground text-xs">{item.body}</span>
                    )}
                    <span className="text-muted-foreground text-xs">
                      {formatRelativeTime(item.createdAt)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  )
}
