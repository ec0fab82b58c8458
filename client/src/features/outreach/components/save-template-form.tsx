import type { MessageTone } from '@common/enums'
import { MESSAGE_TONES } from '@common/enums'
import { Save } from 'lucide-react'
import { useState } from 'react'
import { SelectOptions } from '@/components/form/select-options'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { toast } from '@/hooks/use-toast'
import { errorToast } from '@/lib/error-toast'
import { useCreateMessageTemplate } from '../api/save-message-template'

interface SaveTemplateFormProps {
  subject: string
  body: string
}

/** Saves the message being written as a template of the user's own (placeholders kept). */
export function SaveTemplateForm({ subject, body }: SaveTemplateFormProps) {
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [tone, setTone] = useState<MessageTone>('supportive')
  const create = useCreateMessageTemplate()
  if (!open) {
    return (
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={body.trim() === ''}
        onClick={() => setOpen(true)}
      >
        <Save aria-hidden="true" />
        Save as template
      </Button>
    )
  }
  const save = () =>
    create.mutate(
      { name, subject: subject.trim() || null, body, tone },
      {
        onSuccess: (template) => {
          setOpen(false)
          setName('')
          toast({ title: 'Template Saved', description: `${template.name} was saved.` })
        },
        onError: (error) =>
          toast(errorToast('Template Not Saved', error, 'Failed to save the template. Try again.')),
      },
    )
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Input
        aria-label="Template name"
        placeholder="Template name"
        className="max-w-56"
        value={name}
        maxLength={100}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="w-40">
        <NativeSelect
          aria-label="Tone"
          value={tone}
          onChange={(event) => setTone(event.target.value as MessageTone)}
        >
          <SelectOptions values={MESSAGE_TONES} />
        </NativeSelect>
      </div>
      <Button type="button" size="sm" disabled={!name.trim() || create.isPending} onClick={save}>
        Save
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
        Cancel
      </Button>
    </div>
  )
}
