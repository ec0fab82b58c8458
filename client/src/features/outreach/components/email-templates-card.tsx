import type { EmailTemplateRequest, EmailTemplateView } from '@common/contracts/email-campaigns'
import { zodResolver } from '@hookform/resolvers/zod'
import { FileText, Pencil, Plus } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { RemoveButton } from '@/components/remove-button'
import { SectionCard } from '@/components/section-card'
import { Button } from '@/components/ui/button'
import { CardContent } from '@/components/ui/card'
import { toast } from '@/hooks/use-toast'
import { errorToast } from '@/lib/error-toast'
import { toastOutcome } from '@/lib/toast-outcome'
import {
  useCreateEmailTemplate,
  useDeleteEmailTemplate,
  useEmailTemplates,
  useUpdateEmailTemplate,
} from '../api/email-templates'
import { emailTemplateFormSchema, type TemplateFormValues } from '../lib/message-template-form'
import { TemplateFields } from './template-fields'

const EMPTY: TemplateFormValues = { name: '', subject: '', body: '', tone: 'compassionate' }

function TemplateForm(props: {
  initial: TemplateFormValues
  saving: boolean
  onSave: (request: EmailTemplateRequest) => void
  onCancel: () => void
}) {
  const { name, subject, body, tone } = props.initial
  const form = useForm<TemplateFormValues, unknown, z.output<typeof emailTemplateFormSchema>>({
    resolver: zodResolver(emailTemplateFormSchema),
    defaultValues: { name, subject, body, tone },
  })
  const filled = useWatch({ control: form.control, name: ['name', 'subject', 'body'] })
  const ready = filled.every((value) => value.trim() !== '')
  return (
    <form
      className="grid gap-3 rounded-lg border p-3"
      aria-label="E-mail template"
      onSubmit={form.handleSubmit(props.onSave)}
    >
      <TemplateFields
        form={form}
        kind="email"
        canSave={ready && !props.saving}
        onCancel={props.onCancel}
      />
    </form>
  )
}

const failed = (title: string) => (error: unknown) => toast(errorToast(title, error, 'Try again.'))

/** The user's e-mail templates for campaigns: create, edit, delete. */
export function EmailTemplatesCard() {
  const { data, isError } = useEmailTemplates()
  const create = useCreateEmailTemplate()
  const update = useUpdateEmailTemplate()
  const remove = useDeleteEmailTemplate()
  const [editing, setEditing] = useState<EmailTemplateView | 'new' | null>(null)
  return (
    <SectionCard
      id="email-templates"
      title="E-mail templates"
      icon={FileText}
      headerClassName="pb-3"
      description="Subjects and messages to start campaigns from."
    >
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
                  <RemoveButton
                    aria-label={`Delete template ${template.name}`}
                    removing={remove.isPending}
                    onRemove={() =>
                      remove.mutate(
                        template.id,
                        toastOutcome(
                          {
                            title: 'Template Deleted',
                            description: `${template.name} was deleted.`,
                          },
                          (error) => errorToast('Template Not Deleted', error, 'Try again.'),
                        ),
                      )
                    }
                  />
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
    </SectionCard>
  )
}
