import { House, Search } from 'lucide-react'
import { Link } from 'react-router'
import { PRODUCT_NAME } from '@/lib/brand'
import { cn } from '@/lib/utils'

/** The product's mark and name, linking home. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2.5 rounded-md font-bold text-foreground text-lg tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="relative flex size-9 items-center justify-center rounded-lg bg-blue-900 text-white shadow-sm"
      >
        <House className="size-5" strokeWidth={2.25} />
        <Search className="absolute right-0.5 bottom-0.5 size-3.5 text-amber-400" strokeWidth={3} />
      </span>
      <span>{PRODUCT_NAME}</span>
    </Link>
  )
}
