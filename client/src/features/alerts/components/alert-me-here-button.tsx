import type { PublicRecordsSearch } from '@common/contracts/records'
import { BellPlus, BellRing } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useUpgradeModal } from '@/components/upgrade/upgrade-modal-context'
import { toast } from '@/hooks/use-toast'
import { useCreateAlert } from '../api/alerts'
import { alertFromSearch, searchAreaLabel } from '../lib/alert-from-search'
import { alertErrorToast } from '../lib/alert-toasts'

/**
 * "Alert me on new filings here" beside a search's results: one click makes an alert on the
 * search's area and sale-date filter (issue 30); once made, it links the Alerts page. A plan
 * without alerts is told so, and offered the plan chooser.
 */
export function AlertMeHereButton({ search }: { search: PublicRecordsSearch }) {
  const { openUpgradeModal } = useUpgradeModal()
  const create = useCreateAlert()
  const [madeFor, setMadeFor] = useState<string | null>(null)
  if (madeFor === search.id) {
    return (
      <p className="flex items-center gap-2 text-sm" role="status">
        <BellRing className="size-4 text-primary" aria-hidden="true" />
        Alert on for new filings in {searchAreaLabel(search)}.{' '}
        <Link to="/alerts" className="font-medium text-primary underline">
          Manage alerts
        </Link>
      </p>
    )
  }
  const onClick = () =>
    create.mutate(alertFromSearch(search), {
      onSuccess: (monitor) => {
        setMadeFor(search.id)
        toast({
          title: 'Alert Created',
          description: `"${monitor.name}" tells you in the app when a new filing appears.`,
        })
      },
      onError: (error) => {
        const { upgrade, ...shown } = alertErrorToast(error)
        toast(shown)
        if (upgrade) openUpgradeModal()
      },
    })
  return (
    <Button type="button" variant="outline" size="sm" onClick={onClick} disabled={create.isPending}>
      <BellPlus aria-hidden="true" />
      {create.isPending ? 'Creating alert...' : 'Alert me on new filings here'}
    </Button>
  )
}
