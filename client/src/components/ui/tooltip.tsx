import { type ReactNode, useId, useRef, useState } from 'react'
import { cn } from '@/lib/utils'

/** w-72: the tooltip's width, to decide which way it opens. */
const TOOLTIP_WIDTH_PX = 288

interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode
  /** The trigger, which must be focusable; it gets the id of the tooltip that describes it. */
  children: (trigger: { 'aria-describedby': string; onClick: () => void }) => ReactNode
  className?: string
}

/**
 * A small tooltip that opens on hover, on keyboard focus and on a tap, and closes when the
 * pointer or focus leaves or on Escape (WCAG 1.4.13). The text stays in the DOM, hidden, so the
 * trigger's `aria-describedby` always has something to read.
 */
export function Tooltip({ content, children, className }: TooltipProps) {
  const id = useId()
  const anchor = useRef<HTMLSpanElement>(null)
  const [open, setOpen] = useState(false)
  const [offset, setOffset] = useState(0)
  /**
   * Opens below the trigger, shifted left as far as needed to stay inside the viewport (8 px
   * margin), so the tooltip never widens the page or leaves the screen on a phone.
   */
  const show = () => {
    const rect = anchor.current?.getBoundingClientRect()
    if (rect) {
      const width = Math.min(TOOLTIP_WIDTH_PX, window.innerWidth * 0.8)
      const overflow = rect.left + width - (window.innerWidth - 8)
      setOffset(overflow > 0 ? -Math.min(overflow, rect.left - 8) : 0)
    }
    setOpen(true)
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only tracks hover and focus of its trigger
    <span
      ref={anchor}
      className="relative inline-flex"
      onMouseEnter={show}
      onMouseLeave={() => setOpen(false)}
      onFocus={show}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          setOpen(false)
        }
      }}
    >
      {children({ 'aria-describedby': id, onClick: show })}
      <span
        id={id}
        role="tooltip"
        hidden={!open}
        style={{ left: offset }}
        className={cn(
          'absolute top-full z-30 mt-1.5 w-72 max-w-[80vw] rounded-md bg-slate-900 px-3 py-2 text-left font-normal text-white text-xs leading-relaxed shadow-lg',
          className,
        )}
      >
        {content}
      </span>
    </span>
  )
}
