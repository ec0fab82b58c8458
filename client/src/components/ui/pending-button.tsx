import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button, type ButtonProps } from '@/components/ui/button'

interface PendingButtonProps extends ButtonProps {
  /** While true the button is disabled and shows a spinner and `pendingLabel`. */
  pending: boolean
  /** What the button says while the work runs, e.g. 'Saving...'; none: its label stays. */
  pendingLabel?: ReactNode
  /** An icon shown before the label while nothing runs; the spinner takes its place. */
  icon?: ReactNode
}

/** A button that starts work the user waits for: a spinner and a busy label while it runs. */
export function PendingButton({
  pending,
  pendingLabel,
  icon,
  disabled,
  children,
  ...props
}: PendingButtonProps) {
  return (
    <Button disabled={pending || disabled} {...props}>
      {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : icon}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  )
}
