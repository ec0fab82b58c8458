import type { MessageTemplateView } from '@common/contracts/outreach'
import { MESSAGE_TONES } from '@common/enums'
import { Pencil, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { toast } from '@/hooks/use-toast'
import { useMessageTemplates } from '../api/get-message-templates'
import { useDeleteMessageTemplate } from '../api/save-message-template'
import { EditTemplateForm } from './edit-template-form'

const TONE_NAMES = {
  supportive: 'Supportive',
  professional: 'Professional',
  compassionate: 'Compassionate',
}

interface TemplatePickerProps {
  selectedId: string
  onSelect: (template: MessageTemplateView | null) => void
}

/** The defaults by tone and the user's own templates; choosing one fills the message. */
export function TemplatePicker({ selectedId, onSelect }: TemplatePickerProps) {
  const id = useId()
  const { data, isError } = useMessageTemplates()
  const remove = useDeleteMessageTemplate()
  const [editing, setEditing] = useState(false)
  const all = [...(data?.templates ?? []), ...(data?.defaultTemplates ?? [])]
  const selectedOwn = data?.templates.find((template) => template.id === selectedId)
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Template</Label>
      <div className="flex gap-2">
        <div className="grow">
          <NativeSelect
            id={id}
            value={selectedId}
            disabled={!data}
            onChange={(event) =>
              onSelect(all.find((template) => template.id === event.target.value) ?? null)
            }
          >
            <option value="">{isError ? 'Templates could not be loaded' : 'Write your own'}</option>
            {data && data.templates.length > 0 && (
              <optgroup label="Your templates">
                {data.templates.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.name}
                  </option>
                ))}
              </optgroup>
            )}
            {MESSAGE_TONES.map((tone) => (
              <optgroup key={tone} label={TONE_NAMES[tone]}>
                {data?.defaultTemplates
                  .filter((template) => template.tone === tone)
                  .map((template) => (
                    <option key={template.id} value={template.id}>
                      {template.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </NativeSelect>
        </div>
        {selectedOwn && (
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={`Edit template ${selectedOwn.name}`}
            aria-expanded={editing}
            onClick={() => setEditing((open) => !open)}
          >
            <Pencil aria-hidden="true" />
          </Button>
        )}
        {selectedOwn && (
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={`Delete template ${selectedOwn.name}`}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(selectedOwn.id, {
                onSuccess: () => {
                  onSelect(null)
                  toast({
                    title: 'Template Deleted',
                    description: `${selectedOwn.name} was deleted.`,
                  })
                },
                onError: () =>
                  toast({
                    title: 'Error',
                    description: 'The template could not be deleted. Try again.',
                    variant: 'destructive',
                  }),
              })
            }
          >
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>
      {selectedOwn && editing && (
        <EditTemplateForm
          key={selectedOwn.id}
          template={selectedOwn}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false)
            onSelect(saved)
          }}
        />
      )}
    </div>
  )
}
