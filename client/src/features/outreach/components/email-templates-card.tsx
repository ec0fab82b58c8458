import type { EmailTemplateView } from '@common/contracts/email-campaigns'
import { MESSAGE_TONES, type MessageTone } from '@common/enums'
import { FileText, Pencil, Plus, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/hooks/use-toast'
import { apiErrorMessage } from '@/lib/api'
import {
  useCreateEmailTemplate,
  useDeleteEmailTemplate,
  useEmailTemplates,
  useUpdateEmailTemplate,
} from '../api/email-templates'

type Draft = { name: string; subject: string; body: string; tone: MessageTone }
const EMPTY: Draft = { name: '', subject: '', body: '', tone: 'compassionate' }

function TemplateForm(props: {
  initial: Draft
  saving: boolean
  onSave: (d: Draft) => void
  onCancel: () => void
}) {
  const id = useId()
  const [draft, setDraft] = useState(props.initial)
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }))
  const ready = draft.name.trim() && draft.subject.trim() && draft.body.trim()
  return (
    <form
      className="grid gap-3 rounded-lg border p-3"
      aria-label="E-mail template"
      onSubmit={(event) => {
        event.preventDefault()
        if (ready) props.onSave(draft)
      }}
    >
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>Template name</Label>
          <Input
            id={`${id}-name`}
            value={draft.name}
            maxLength={100}
            onChange={(e) => set({ name: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-tone`}>Tone</Label>
          <NativeSelect
            id={`${id}-tone`}
            value={draft.tone}
            onChange={(e) => set({ tone: e.target.value as MessageTone })}
          >
            {MESSAGE_TONES.map((tone) => (
              <option key={tone} value={tone}>
                {tone}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-subject`}>Template subject</Label>
        <Input
          id={`${id}-subject`}
          value={draft.subject}
          maxLength={200}
          onChange={(e) => set({ subject: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-body`}>Template message</Label>
        <Textarea
          id={`${id}-body`}
          rows={6}
          value={draft.body}
          onChange={(e) => set({ body: e.target.value })}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!ready || props.saving}>
          Save template
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: apiErrorMessage(error) ?? 'Try again.', variant: 'destructive' })

/** The user's e-mail templates for campaigns: create, edit, delete. */
export function EmailTemplatesCard() {
  const { data, isError } = useEmailTemplates()
  const create = useCreateEmailTemplate()
  const update = useUpdateEmailTemplate()
  const remove = useDeleteEmailTemplate()
  const [editing, setEditing] = useState<EmailTemplateView | 'new' | null>(null)
  return (
    <Card asChild>
      <section aria-labelledby="email-templates-heading">
        <CardHeader className="pb-3">
          <CardTitle asChild>
            <h2 id="email-templates-heading" className="flex items-center gap-2 text-base">
              <FileText className="size-4 text-primary" aria-hidden="true" />
              E-mail templates
            </h2>
          </CardTitle>
          <CardDescription>Subjects and messages to start campaigns from.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {isError && <p className="text-destructive text-sm">Templates could not be loaded.</p>}
          {data?.templates.length === 0 && editing === null && (
            <p className="text-muted-foreground text-sm">No e-mail templates yet.</p>
          )}
          <ul className="grid gap-2">
            {data?.templates.map((template) =>
              editing !== 'new' && editing?.id === template.id ? (
                <li key={template.id}>
                  <TemplateForm
                    initial={template}
                    saving={update.isPending}
                    onCancel={() => setEditing(null)}
                    onSave={(draft) =>
                      update.mutate(
                        { id: template.id, patch: draft },
                        {
                          onSuccess: () => {
                            setEditing(null)
                            toast({
                              title: 'Template Saved',
                              description: `${draft.name} was saved.`,
                            })
                          },
                          onError: failed('Template Not Saved'),
                        },
                      )
                    }
                  />
                </li>
              ) : (
                <li
                  key={template.id}
                  className="flex flex-wrap items-center gap-2 rounded-lg border p-3 text-sm"
                >
                  <span className="font-medium">{template.name}</span>
                  <span className="text-muted-foreground">{template.subject}</span>
                  <span className="ml-auto flex gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit template ${template.name}`}
                      onClick={() => setEditing(template)}
                    >
                      <Pencil aria-hidden="true" />
                      Edit
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete template ${template.name}`}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(template.id, {
                          onSuccess: () =>
                            toast({
                              title: 'Template Deleted',
                              description: `${template.name} was deleted.`,
                            }),
                          onError: failed('Template Not Deleted'),
                        })
                      }
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </span>
                </li>
              ),
            )}
          </ul>
          {editing === 'new' ? (
            <TemplateForm
              initial={EMPTY}
              saving={create.isPending}
              onCancel={() => setEditing(null)}
              onSave={(draft) =>
                create.mutate(draft, {
                  onSuccess: () => {
                    setEditing(null)
                    toast({ title: 'Template Saved', description: `${draft.name} was saved.` })
                  },
                  onError: failed('Template Not Saved'),
                })
              }
            />
          ) : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => setEditing('new')}
            >
              <Plus aria-hidden="true" />
              New e-mail template
            </Button>
          )}
        </CardContent>
      </section>
    </Card>
  )
}
