import { zodResolver } from '@hookform/resolvers/zod'
import { Filter, X } from 'lucide-react'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { SectionCard } from '@/components/section-card'
import { Button } from '@/components/ui/button'
import { CardContent } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'
import { useCachedDocuments } from '../api/get-documents'
import { useDashboardParams } from '../hooks/use-dashboard-params'
import { zipFilterForm, zipInputValue } from '../lib/zip-filter'

/** ZIP codes of the unfiltered list, ascending, for one-click filters. */
function knownZips(zips: readonly (string | null)[]): string[] {
  return [...new Set(zips.filter((zip): zip is string => Boolean(zip)))].sort()
}

/**
 * The sidebar's ZIP code filter: all documents, or those of one 5-digit ZIP code. `extraZips`
 * adds shortcuts the documents list does not hold (the ZIPs of the user's leads).
 */
export function ZipFilterCard({ extraZips = [] }: { extraZips?: readonly string[] }) {
  const ids = useId()
  const { zip, setZip } = useDashboardParams()
  const form = useForm<z.input<typeof zipFilterForm>, unknown, z.output<typeof zipFilterForm>>({
    resolver: zodResolver(zipFilterForm),
    defaultValues: { zip: '' },
    // Checked when applied; typing takes the message away (below) rather than checking again.
    reValidateMode: 'onSubmit',
  })
  const error = form.formState.errors.zip?.message
  const all = useCachedDocuments('all')
  const shortcuts = knownZips([
    ...(all.data?.documents.map((document) => document.zipCode) ?? []),
    ...extraZips,
  ])

  const onSubmit = form.handleSubmit((valid) => {
    setZip(valid.zip)
    form.reset()
  })

  return (
    <SectionCard id={ids} title="ZIP Code Filter" headerClassName="pb-3">
      <CardContent className="grid gap-3">
        <p className="flex items-center justify-between gap-2 text-sm" aria-live="polite">
          <span>
            Showing:{' '}
            <span className="font-medium text-slate-900">
              {zip === 'all' ? 'All ZIP codes' : `ZIP ${zip}`}
            </span>
          </span>
          {zip !== 'all' && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="h-7 px-2"
              onClick={() => setZip('all')}
            >
              <X aria-hidden="true" />
              Show all
            </Button>
          )}
        </p>
        <form onSubmit={onSubmit} noValidate className="grid gap-1.5">
          <Label htmlFor={`${ids}-zip`}>Filter by ZIP code</Label>
          <div className="flex gap-2">
            <Input
              id={`${ids}-zip`}
              inputMode="numeric"
              placeholder="5 digits"
              maxLength={5}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${ids}-error` : undefined}
              {...form.register('zip', {
                // Digits only, at most 5; a change takes the message away until the next try.
                onChange: (event: { target: { value: string } }) => {
                  const value = zipInputValue(event.target.value)
                  if (value !== event.target.value) form.setValue('zip', value)
                  form.clearErrors('zip')
                },
              })}
            />
            <Button type="submit" variant="outline" aria-label="Apply ZIP filter">
              <Filter aria-hidden="true" />
            </Button>
          </div>
          {error && (
            <p id={`${ids}-error`} className="font-medium text-destructive text-sm">
              {error}
            </p>
          )}
        </form>
        {shortcuts.length > 0 && (
          <ul aria-label="Your ZIP codes" className="flex flex-wrap gap-1.5">
            {shortcuts.map((code) => (
              <li key={code}>
                <button
                  type="button"
                  aria-pressed={zip === code}
                  onClick={() => setZip(zip === code ? 'all' : code)}
                  className={cn(
                    'rounded-full border px-2.5 py-0.5 font-medium text-xs tabular-nums transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    zip === code
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'bg-background hover:bg-accent',
                  )}
                >
                  {code}
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </SectionCard>
  )
}
