import type { UpdateLeadRequest } from '@common/contracts/leads'
import { LEAD_STATUSES, type LeadStatus } from '@common/enums'
import { LEADS } from '@common/limits'
import { Lock, X } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { toast } from '@/hooks/use-toast'
import { useBulkUpdateLeads } from '../api/update-lead'
import { STATUS_LABELS } from '../lib/lead-labels'
import { CopyCallListButton } from './copy-call-list-button'

interface BulkActionBarProps {
  ids: readonly string[]
  onClear: () => void
  canTagAndFile: boolean
  /** Contact details in the plan: the call list of the selected leads. */
  canCopyCallList: boolean
  onUpgrade: () => void
  /** What other features do with the selection (composed in app/: e-mail campaign, CRM, export). */
  actions?: ReactNode
}

/**
 * What to do with the selected leads: move them, tag them, file them (all or nothing), copy
 * their call list.
 */
export function BulkActionBar({
  ids,
  onClear,
  canTagAndFile,
  canCopyCallList,
  onUpgrade,
  actions,
}: BulkActionBarProps) {
  const fieldIds = useId()
  const bulk = useBulkUpdateLeads()
  const [tag, setTag] = useState('')
  const [folder, setFolder] = useState('')
  const count = ids.length
  const apply = (patch: UpdateLeadRequest, done?: () => void) =>
    bulk.mutate(
      { ids, patch },
      {
        onSuccess: ({ updated }) => {
          toast({
            title: 'Leads Updated',
            description: `${updated} ${updated === 1 ? 'lead was' : 'leads were'} changed.`,
          })
          done?.()
        },
      },
    )
  if (count === 0) return null
  return (
    <section
      aria-label="Selected leads"
      className="sticky top-2 z-20 flex flex-wrap items-end gap-2 rounded-xl border border-primary/40 bg-card p-3 shadow-md"
    >
      <p className="font-medium text-sm" aria-live="polite">
        {count} selected
      </p>
      <div className="grid gap-1">
        <label htmlFor={`${fieldIds}-status`} className="text-muted-foreground text-xs">
          Move to
        </label>
        <NativeSelect
          id={`${fieldIds}-status`}
          value=""
          className="h-9"
          disabled={bulk.isPending}
          onChange={(event) =>
            event.target.value && apply({ status: event.target.value as LeadStatus })
          }
        >
          <option value="">Choose a status</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {canTagAndFile ? (
        <>
          <form
            className="flex items-end gap-1"
            onSubmit={(event) => {
              event.preventDefault()
              if (tag.trim()) apply({ addTags: [tag.trim()] }, () => setTag(''))
            }}
          >
            <Input
              aria-label="Tag the selected leads"
              placeholder="Tag"
              value={tag}
              maxLength={LEADS.tagLength}
              onChange={(event) => setTag(event.target.value.replace(/,/g, ''))}
              className="h-9 w-32"
            />
            <Button
              type="submit"
              variant="outline"
              size="sm"
              className="h-9"
              disabled={!tag.trim() || bulk.isPending}
            >
              Add Tag
            </Button>
          </form>
          <form
            className="flex items-end gap-1"
            onSubmit={(event) => {
              event.preventDefault()
              apply({ folder: folder.trim() || null }, () => setFolder(''))
            }}
          >
            <Input
              aria-label="File the selected leads in a folder"
              placeholder="Folder"
              value={folder}
              maxLength={LEADS.folderLength}
              onChange={(event) => setFolder(event.target.value)}
              className="h-9 w-36"
            />
            <Button
              type="submit"
              variant="outline"
              size="sm"
              className="h-9"
              disabled={bulk.isPending}
            >
              File
            </Button>
          </form>
        </>
      ) : (
        <Button type="button" variant="outline" size="sm" className="h-9" onClick={onUpgrade}>
          <Lock aria-hidden="true" />
          Tags and folders: Upgrade
        </Button>
      )}
      <CopyCallListButton ids={ids} allowed={canCopyCallList} onUpgrade={onUpgrade} />
      {actions}
      <Button type="button" variant="ghost" size="sm" className="ml-auto h-9" onClick={onClear}>
        <X aria-hidden="true" />
        Clear selection
      </Button>
    </section>
  )
}
