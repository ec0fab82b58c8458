import type { MessageTemplateView } from '@common/contracts/outreach'
import { MESSAGE_TONES, type MessageTone } from '@common/enums'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/hooks/use-toast'
import { apiErrorMessage } from '@/lib/api'
import { useUpdateMessageTemplate } from '../api/save-message-template'

interface EditTemplateFormProps {
  template: MessageTemplateView
  onSaved: (template: MessageTemplateView) => void
  onCancel: () => void
}

/** Edits one of the user's own message templates as written (placeholders unfilled). */
export function EditTemplateForm({ template, onSaved, onCancel }: EditTemplateFormProps) {
  const id = useId()
  const update = useUpdateMessageTemplate()
  const [name, setName] = useState(template.name)
  const [subject, setSubject] = useState(template.subject ?? '')
  const [body, setBody] = useState(template.body)
  const [tone, setTone] = useState<MessageTone>(template.tone)
  const ready = name.trim() !== '' && body.trim() !== ''
  return (
    <form
      aria-label={`Edit template ${template.name}`}
      className="grid gap-3 rounded-lg border p-3"
      onSubmit={(event) => {
        event.preventDefault()
        if (!ready) return
        update.mutate(
          { id: template.id, patch: { name, subject: subject.trim() || null, body, tone } },
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
        )
      }}
    >
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>Template name</Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-tone`}>Tone</Label>
          <NativeSelect
            id={`${id}-tone`}
            value={tone}
            onChange={(e) => setTone(e.target.value as MessageTone)}
          >
            {MESSAGE_TONES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-subject`}>Template subject (optional)</Label>
        <Input
          id={`${id}-subject`}
          value={subject}
          maxLength={200}
          onChange={(e) => setSubject(e.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-body`}>Template message</Label>
        <Textarea
          id={`${id}-body`}
          rows={5}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
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
