import { cn } from '@/lib/utils'

interface ProgressProps {
  /** 0 to 1. */
  value: number
  /** What is progressing, for screen readers: 'Uploading lis-pendens.pdf'. */
  label: string
  className?: string
}

/** A determinate progress bar with its percentage exposed to assistive technology. */
export function Progress({ value, label, className }: ProgressProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100)
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('h-2 overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] duration-200"
        style={{ width: `${percent}%` }}
      />
    </div>
  )
}
