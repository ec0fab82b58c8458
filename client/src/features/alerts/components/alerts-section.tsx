import type { AlertMonitor, CreateAlertRequest } from '@common/contracts/alerts'
import { BellPlus, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { SectionCard } from '@/components/section-card'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { CardContent } from '@/components/ui/card'
import { useUpgradeModal } from '@/components/upgrade/upgrade-modal-context'
import { toast } from '@/hooks/use-toast'
import { useAlerts, useCreateAlert, useDeleteAlert, useUpdateAlert } from '../api/alerts'
import { CHANNEL_LABELS, FREQUENCY_LABELS, STAGE_LABELS } from '../lib/alert-labels'
import { alertErrorToast } from '../lib/alert-toasts'
import { AlertForm } from './alert-form'

function describeMonitor(monitor: AlertMonitor): string {
  const where = [...monitor.zipCodes, ...monitor.counties.map((c) => `${c} county`)].join(', ')
  const what = monitor.stages.length
    ? monitor.stages.map((s) => STAGE_LABELS[s as keyof typeof STAGE_LABELS] ?? s).join(', ')
    : 'every event'
  const sale = monitor.saleWithinDays ? `, sale within ${monitor.saleWithinDays} days` : ''
  return `${monitor.state}: ${where} · ${what}${sale}`
}

/** The user's monitors: the list with edit, pause and delete, and the form to add one. */
export function AlertsSection() {
  const { openUpgradeModal } = useUpgradeModal()
  const { data, isError } = useAlerts()
  const create = useCreateAlert()
  const update = useUpdateAlert()
  const remove = useDeleteAlert()
  const [editing, setEditing] = useState<string | 'new' | null>(null)
  const allowance = data?.allowance
  const showError = (error: unknown) => {
    const { upgrade, ...shown } = alertErrorToast(error)
    toast(shown)
    if (upgrade) openUpgradeModal()
  }
  const onCreate = (request: CreateAlertRequest) =>
    create.mutate(request, {
      onSuccess: (monitor) => {
        setEditing(null)
        toast({ title: 'Alert Created', description: `"${monitor.name}" is watching for news.` })
      },
      onError: showError,
    })

  return (
    <SectionCard
      id="alerts"
      title="Your alerts"
      description={
        allowance && allowance.monitors > 0
          ? `Hear of new filings and case changes in your areas. ${allowance.used} of ${allowance.monitors} alerts used.`
          : 'Alerts for new filings by ZIP code are part of the Pro and Elite plans.'
      }
    >
      <CardContent className="grid gap-4">
        {isError && <p className="text-destructive text-sm">Alerts could not be loaded.</p>}
        {data?.monitors.length === 0 && editing !== 'new' && (
          <p className="text-muted-foreground text-sm">No alerts yet.</p>
        )}
        <ul className="grid gap-2">
          {data?.monitors.map((monitor) =>
            editing === monitor.id ? (
              <li key={monitor.id} className="rounded-lg border p-3">
                <AlertForm
                  initial={monitor}
                  countiesAllowed={(allowance?.countiesPerMonitor ?? 0) > 0}
                  webhooksAllowed={allowance?.webhooks ?? false}
                  pending={update.isPending}
                  onCancel={() => setEditing(null)}
                  onSubmit={(change) =>
                    update.mutate(
                      { id: monitor.id, change },
                      { onSuccess: () => setEditing(null), onError: showError },
                    )
                  }
                />
              </li>
            ) : (
              <li
                key={monitor.id}
                className="flex flex-wrap items-center gap-2 rounded-lg border p-3 text-sm"
                data-testid="alert-row"
              >
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-medium">{monitor.name}</span>
                  <span className="text-muted-foreground text-xs">{describeMonitor(monitor)}</span>
                  <span className="text-muted-foreground text-xs">
                    {FREQUENCY_LABELS[monitor.frequency]} ·{' '}
                    {monitor.channels.map((c) => CHANNEL_LABELS[c]).join(', ')}
                  </span>
                </div>
                {!monitor.enabled && <Badge variant="secondary">Paused</Badge>}
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    update.mutate(
                      { id: monitor.id, change: { enabled: !monitor.enabled } },
                      { onError: showError },
                    )
                  }
                >
                  {monitor.enabled ? 'Pause' : 'Resume'}
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${monitor.name}`}
                  onClick={() => setEditing(monitor.id)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${monitor.name}`}
                  onClick={() => remove.mutate(monitor.id, { onError: showError })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ),
          )}
        </ul>
        {editing === 'new' ? (
          <AlertForm
            countiesAllowed={(allowance?.countiesPerMonitor ?? 0) > 0}
            webhooksAllowed={allowance?.webhooks ?? false}
            pending={create.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={onCreate}
          />
        ) : (
          <div>
            <Button
              onClick={() =>
                allowance && allowance.monitors === 0 ? openUpgradeModal() : setEditing('new')
              }
            >
              <BellPlus aria-hidden="true" />
              New alert
            </Button>
          </div>
        )}
      </CardContent>
    </SectionCard>
  )
}
