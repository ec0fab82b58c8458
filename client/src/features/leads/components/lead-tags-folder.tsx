import { LEADS } from '@common/limits'
import { zodResolver } from '@hookform/resolvers/zod'
import { Folder, Lock, Plus, Tag, X } from 'lucide-react'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { PanelSection } from '@/components/panel-section'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { folderForm, tagForm } from '../lib/lead-field-forms'

interface LeadTagsFolderProps {
  tags: readonly string[]
  folder: string | null
  /** Tags and folders are a Pro feature (0019): without it they show, locked, with the offer. */
  allowed: boolean
  onUpgrade: () => void
  onAddTag: (tag: string) => void
  onRemoveTag: (tag: string) => void
  onFolder: (folder: string | null) => void
}

/** The lead's tags (add, remove) and folder (file, take out), or the upgrade offer. */
export function LeadTagsFolder(props: LeadTagsFolderProps) {
  const ids = useId()
  const tagFields = useForm<z.input<typeof tagForm>, unknown, z.output<typeof tagForm>>({
    resolver: zodResolver(tagForm),
    defaultValues: { tag: '' },
  })
  const folderFields = useForm<z.input<typeof folderForm>, unknown, z.output<typeof folderForm>>({
    resolver: zodResolver(folderForm),
    defaultValues: { folder: props.folder ?? '' },
  })
  const tag = useWatch({ control: tagFields.control, name: 'tag' })
  return (
    <PanelSection
      headingId={`${ids}-heading`}
      icon={Tag}
      title="Tags and folder"
      className="grid gap-3 rounded-lg border p-4"
    >
      {props.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {props.tags.map((name) => (
            <li
              key={name}
              className="inline-flex items-center gap-1 rounded-full bg-muted py-0.5 pr-1 pl-2.5 text-sm"
            >
              #{name}
              <button
                type="button"
                onClick={() => props.onRemoveTag(name)}
                aria-label={`Remove tag ${name}`}
                className="rounded-full p-0.5 hover:bg-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {props.folder && (
        <p className="flex items-center gap-1.5 text-sm">
          <Folder className="size-4 text-muted-foreground" aria-hidden="true" />
          In folder <span className="font-medium">{props.folder}</span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-7 px-2"
            onClick={() => props.onFolder(null)}
          >
            Take out
          </Button>
        </p>
      )}
      {props.allowed ? (
        <div className="grid gap-2 sm:grid-cols-2">
          <form
            className="flex gap-2"
            onSubmit={tagFields.handleSubmit((valid) => {
              props.onAddTag(valid.tag)
              tagFields.reset()
            })}
          >
            <Input
              aria-label="New tag"
              placeholder="Tag, e.g. hot"
              maxLength={LEADS.tagLength}
              {...tagFields.register('tag', {
                // A tag holds no comma (the tag filter is a comma-separated list).
                onChange: (event: { target: { value: string } }) => {
                  const value = event.target.value.replace(/,/g, '')
                  if (value !== event.target.value) tagFields.setValue('tag', value)
                },
              })}
              className="h-9"
            />
            <Button type="submit" variant="outline" size="sm" disabled={!tag.trim()}>
              <Plus aria-hidden="true" />
              Add Tag
            </Button>
          </form>
          <form
            className="flex gap-2"
            onSubmit={folderFields.handleSubmit((valid) => props.onFolder(valid.folder))}
          >
            <Input
              aria-label="Folder"
              placeholder="Folder, e.g. Ohio deals"
              maxLength={LEADS.folderLength}
              {...folderFields.register('folder')}
              className="h-9"
            />
            <Button type="submit" variant="outline" size="sm">
              <Folder aria-hidden="true" />
              File
            </Button>
          </form>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2 rounded-md bg-muted/60 p-3 text-sm">
          <Lock className="size-4 text-muted-foreground" aria-hidden="true" />
          <span className="flex-1">Tags and folders are part of the Pro and Elite plans.</span>
          <Button type="button" size="sm" onClick={props.onUpgrade}>
            Upgrade
          </Button>
        </div>
      )}
    </PanelSection>
  )
}
