/** A link to a page of the app that looks like a button ('Search Public Records', 'Back to Dashboard'). */
import type { ReactNode } from 'react'
import { Link, type To } from 'react-router'
import { Button, type ButtonProps } from '@/components/ui/button'

interface LinkButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  to: To
  children: ReactNode
}

export function LinkButton({ to, children, ...button }: LinkButtonProps) {
  return (
    <Button asChild {...button}>
      <Link to={to}>{children}</Link>
    </Button>
  )
}
