import type { ExportFormat } from '@common/contracts/lead-export'
import { ChevronDown, Download, Lock } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/hooks/use-toast'
import { useExportLeads } from '../api/export-leads'
import { exportDoneToast, exportErrorToast } from '../lib/export-toast'
import type { LeadFilters } from '../lib/lead-filters'

interface ExportMenuProps {
  filters: LeadFilters
  /** Whether the plan includes export (Pro, Elite); otherwise the button offers the plans. */
  allowed: boolean
  onUpgrade: () => void
}

const CHOICES: readonly { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV (.csv)' },
  { format: 'xlsx', label: 'Excel (.xlsx)' },
]

/**
 * 'Export' in the lead toolbar: the leads under the current filters, sort and ZIP grouping as a
 * CSV or Excel file. On a plan without export it is shown locked and opens the plan chooser.
 */
export function ExportMenu({ filters, allowed, onUpgrade }: ExportMenuProps) {
  const menuId = useId()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const exporter = useExportLeads()

  useEffect(() => {
    if (!open) return
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      ) {
        setOpen(false)
      }
    }
    document.addEventListener('keydown', close)
    document.addEventListener('pointerdown', close)
    return () => {
      document.removeEventListener('keydown', close)
      document.removeEventListener('pointerdown', close)
    }
  }, [open])

  if (!allowed) {
    return (
      <Button type="button" variant="outline" size="sm" onClick={onUpgrade}>
        <Lock aria-hidden="true" />
        Export: Upgrade
      </Button>
    )
  }

  const run = (format: ExportFormat) => {
    setOpen(false)
    exporter.mutate(
      { filters, format },
      {
        onSuccess: (file) => toast(exportDoneToast(file)),
        onError: (error) => toast(exportErrorToast(error, 'export')),
      },
    )
  }

  return (
    <div ref={root} className="relative">
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={exporter.isPending}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Download aria-hidden="true" />
        {exporter.isPending ? 'Exporting…' : 'Export'}
        <ChevronDown aria-hidden="true" />
      </Button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label="Export the listed leads"
          className="absolute right-0 z-30 mt-1 grid min-w-40 rounded-md border bg-card p-1 shadow-md"
        >
          {CHOICES.map((choice) => (
            <button
              key={choice.format}
              type="button"
              role="menuitem"
              className="rounded px-2.5 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
              onClick={() => run(choice.format)}
            >
              {choice.label}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
