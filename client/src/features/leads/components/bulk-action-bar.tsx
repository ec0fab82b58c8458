import type { UpdateLeadRequest } from '@common/contracts/leads'
import { LEAD_STATUSES, type LeadStatus } from '@common/enums'
import { LEADS } from '@common/limits'
import { zodResolver } from '@hookform/resolvers/zod'
import { Lock, X } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { SelectOptions } from '@/components/form/select-options'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { toast } from '@/hooks/use-toast'
import { useBulkUpdateLeads } from '../api/update-lead'
import { folderForm, tagForm } from '../lib/lead-field-forms'
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
  const tagFields = useForm<z.input<typeof tagForm>, unknown, z.output<typeof tagForm>>({
    resolver: zodResolver(tagForm),
    defaultValues: { tag: '' },
  })
  const folderFields = useForm<z.input<typeof folderForm>, unknown, z.output<typeof folderForm>>({
    resolver: zodResolver(folderForm),
    defaultValues: { folder: '' },
  })
  const tag = useWatch({ control: tagFields.control, name: 'tag' })
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
          <SelectOptions values={LEAD_STATUSES} labels={STATUS_LABELS} />
        </NativeSelect>
      </div>
      {canTagAndFile ? (
        <>
          <form
            className="flex items-end gap-1"
            onSubmit={tagFields.handleSubmit((valid) =>
              apply({ addTags: [valid.tag] }, () => tagFields.reset()),
            )}
          >
            <Input
              aria-label="Tag the selected leads"
              placeholder="Tag"
              maxLength={LEADS.tagLength}
              {...tagFields.register('tag', {
                // A tag holds no comma (the tag filter is a comma-separated list).
                onChange: (event: { target: { value: string } }) => {
                  const value = event.target.value.replace(/,/g, '')
                  if (value !== event.target.value) tagFields.setValue('tag', value)
                },
              })}
              className="h-9 w-32"
            />
            <Button
              type="submit"
              variant="outline"
              size="sm"
              disabled={!tag.trim() || bulk.isPending}
            >
              Add Tag
            </Button>
          </form>
          <form
            className="flex items-end gap-1"
            onSubmit={folderFields.handleSubmit((valid) =>
              apply({ folder: valid.folder }, () => folderFields.reset()),
            )}
          >
            <Input
              aria-label="File the selected leads in a folder"
              placeholder="Folder"
              maxLength={LEADS.folderLength}
              {...folderFields.register('folder')}
              className="h-9 w-36"
            />
            <Button type="submit" variant="outline" size="sm" disabled={bulk.isPending}>
              File
            </Button>
          </form>
        </>
      ) : (
        <Button type="button" variant="outline" size="sm" onClick={onUpgrade}>
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
