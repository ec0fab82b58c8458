import type { MessageTemplateView, UpdateMessageTemplateRequest } from '@common/contracts/outreach'
import { MESSAGE_TONES } from '@common/enums'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { SelectOptions } from '@/components/form/select-options'
import { Button } from '@/components/ui/button'
import { FormMessage } from '@/components/ui/form-message'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/hooks/use-toast'
import { apiErrorMessage } from '@/lib/api'
import { useUpdateMessageTemplate } from '../api/save-message-template'
import { type MessageTemplateValues, messageTemplateFormSchema } from '../lib/message-template-form'

interface EditTemplateFormProps {
  template: MessageTemplateView
  onSaved: (template: MessageTemplateView) => void
  onCancel: () => void
}

/** Edits one of the user's own message templates as written (placeholders unfilled). */
export function EditTemplateForm({ template, onSaved, onCancel }: EditTemplateFormProps) {
  const id = useId()
  const update = useUpdateMessageTemplate()
  const form = useForm<MessageTemplateValues, unknown, UpdateMessageTemplateRequest>({
    resolver: zodResolver(messageTemplateFormSchema),
    defaultValues: {
      name: template.name,
      subject: template.subject ?? '',
      body: template.body,
      tone: template.tone,
    },
  })
  const { errors } = form.formState
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
              toast({
                title: 'Template Not Saved',
                description: apiErrorMessage(error) ?? 'Failed to save the template. Try again.',
                variant: 'destructive',
              }),
          },
        ),
      )}
    >
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>Template name</Label>
          <Input id={`${id}-name`} maxLength={100} {...form.register('name')} />
          <FormMessage>{errors.name?.message}</FormMessage>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-tone`}>Tone</Label>
          <NativeSelect id={`${id}-tone`} {...form.register('tone')}>
            <SelectOptions values={MESSAGE_TONES} />
          </NativeSelect>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-subject`}>Template subject (optional)</Label>
        <Input id={`${id}-subject`} maxLength={200} {...form.register('subject')} />
        <FormMessage>{errors.subject?.message}</FormMessage>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-body`}>Template message</Label>
        <Textarea id={`${id}-body`} rows={5} {...form.register('body')} />
        <FormMessage>{errors.body?.message}</FormMessage>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!ready || update.isPending}>
          Save template
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
