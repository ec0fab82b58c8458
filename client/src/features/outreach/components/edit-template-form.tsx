import type { MessageTemplateView, UpdateMessageTemplateRequest } from '@common/contracts/outreach'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from '@/hooks/use-toast'
import { errorToast } from '@/lib/error-toast'
import { useUpdateMessageTemplate } from '../api/save-message-template'
import { messageTemplateFormSchema, type TemplateFormValues } from '../lib/message-template-form'
import { TemplateFields } from './template-fields'

interface EditTemplateFormProps {
  template: MessageTemplateView
  onSaved: (template: MessageTemplateView) => void
  onCancel: () => void
}

/** Edits one of the user's own message templates as written (placeholders unfilled). */
export function EditTemplateForm({ template, onSaved, onCancel }: EditTemplateFormProps) {
  const update = useUpdateMessageTemplate()
  const form = useForm<TemplateFormValues, unknown, UpdateMessageTemplateRequest>({
    resolver: zodResolver(messageTemplateFormSchema),
    defaultValues: {
      name: template.name,
      subject: template.subject ?? '',
      body: template.body,
      tone: template.tone,
    },
  })
  const [name, body] = useWatch({ control: form.control, name: ['name', 'body'] })
  const ready = name.trim() !== '' && body.trim() !== ''
  return (
    <form
      aria-label={`Edit template ${template.name}`}
      className="grid gap-3 rounded-lg border p-3"
      onSubmit={form.handleSubmit((patch) =>
        update.mutate(
          { id: template.id, patch },
          {
            onSuccess: (saved) => {
              toast({ title: 'Template Saved', description: `${saved.name} was saved.` })
              onSaved(saved)
            },
            onError: (error) =>
              toast(
                errorToast('Template Not Saved', error, 'Failed to save the template. Try again.'),
              ),
          },
        ),
      )}
    >
      <TemplateFields
        form={form}
        kind="message"
        canSave={ready && !update.isPending}
        onCancel={onCancel}
      />
    </form>
  )
}
