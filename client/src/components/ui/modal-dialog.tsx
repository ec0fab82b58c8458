import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'

interface ModalDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens the dialog, when the dialog brings its own. */
  trigger?: ReactNode
  title: ReactNode
  /** Shown before the title, in the brand colour. */
  icon?: LucideIcon
  description: ReactNode
  /** Extra classes of the dialog's box (e.g. a wider 'max-w-lg'). */
  className?: string
  /** What stands between the header and the footer. */
  children?: ReactNode
  /** The dialog's buttons, at its foot; none when `children` bring their own (a form's). */
  footer?: ReactNode
}

/**
 * A modal dialog as the app shows them: a title and a description, a body, and the buttons at
 * its foot (Escape, the backdrop and the corner button close it through `onOpenChange`).
 */
export function ModalDialog({
  open,
  onOpenChange,
  trigger,
  title,
  icon: Icon,
  description,
  className,
  children,
  footer,
}: ModalDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle className={Icon && 'flex items-center gap-2'}>
            {Icon && <Icon className="size-5 text-primary" aria-hidden="true" />}
            {title}
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {footer && <DialogFooter>{footer}</DialogFooter>}
      </DialogContent>
    </Dialog>
  )
}

/** The dialog's way out without doing anything: an outline button that closes it. */
export function DialogCancelButton({
  disabled,
  children = 'Cancel',
}: {
  disabled?: boolean
  children?: ReactNode
}) {
  return (
    <DialogClose asChild>
      <Button type="button" variant="outline" disabled={disabled}>
        {children}
      </Button>
    </DialogClose>
  )
}
