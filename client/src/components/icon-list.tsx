/**
 * A list whose every item starts with the same icon (a trial's benefits, the next steps, the
 * landing page's promises); the icon is decoration, hidden from screen readers.
 */
import type { LucideIcon } from 'lucide-react'

interface IconListProps {
  items: readonly string[]
  icon: LucideIcon
  className: string
  itemClassName: string
  iconClassName: string
}

export function IconList({
  items,
  icon: Icon,
  className,
  itemClassName,
  iconClassName,
}: IconListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Icon className={iconClassName} aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  )
}
