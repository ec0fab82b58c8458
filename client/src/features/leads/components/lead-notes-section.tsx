import type { LeadNoteView } from '@common/contracts/leads'
import { LEADS } from '@common/limits'
import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, NotebookPen } from 'lucide-react'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { PanelSection } from '@/components/panel-section'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/format'
import { noteForm } from '../lib/lead-field-forms'

interface LeadNotesSectionProps {
  notes: readonly LeadNoteView[] | undefined
  saving: boolean
  onAdd: (body: string, done: () => void) => void
}

/** The lead's notes, newest first, each stamped by the server; a note is added, never edited. */
export function LeadNotesSection({ notes, saving, onAdd }: LeadNotesSectionProps) {
  const ids = useId()
  const form = useForm<z.input<typeof noteForm>, unknown, z.output<typeof noteForm>>({
    resolver: zodResolver(noteForm),
    defaultValues: { note: '' },
  })
  const trimmed = useWatch({ control: form.control, name: 'note' }).trim()
  return (
    <PanelSection
      headingId={`${ids}-heading`}
      icon={NotebookPen}
      title="Notes"
      className="grid gap-3 rounded-lg border p-4"
    >
      <form
        className="grid gap-2"
        onSubmit={form.handleSubmit(({ note }) => onAdd(note, () => form.reset()))}
      >
        <label htmlFor={`${ids}-note`} className="sr-only">
          Add a note
        </label>
        <textarea
          id={`${ids}-note`}
          maxLength={LEADS.noteLength}
          rows={3}
          placeholder="What happened, what is next..."
          {...form.register('note')}
          className="w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:text-sm"
        />
        <Button
          type="submit"
          size="sm"
          className="justify-self-start"
          disabled={!trimmed || saving}
        >
          {saving && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          Add Note
        </Button>
      </form>
      {notes === undefined ? (
        <p className="text-muted-foreground text-sm">Loading notes...</p>
      ) : notes.length === 0 ? (
        <p className="text-muted-foreground text-sm">No notes yet.</p>
      ) : (
        <ol aria-label="Notes, newest first" className="grid gap-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md bg-muted/60 px-3 py-2 text-sm">
              <p className="whitespace-pre-wrap wrap-anywhere text-slate-900">{note.body}</p>
              <time dateTime={note.createdAt} className="text-muted-foreground text-xs">
                {formatDateTime(note.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </PanelSection>
  )
}
