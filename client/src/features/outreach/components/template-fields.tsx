/**
 * The body of a template form, shared by the user's own message templates and the e-mail
 * templates of campaigns: name and tone side by side, subject, message, then Save and Cancel.
 */
import { MESSAGE_TONES } from '@common/enums'
import { useId } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { SelectOptions } from '@/components/form/select-options'
import { Button } from '@/components/ui/button'
import { FormMessage } from '@/components/ui/form-message'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import type { TemplateFormValues } from '../lib/message-template-form'

/** How the two kinds of template lay their fields out: an own template's subject is optional. */
const KINDS = {
  message: {
    nameRowClassName: 'grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]',
    subjectLabel: 'Template subject (optional)',
    bodyRows: 5,
  },
  email: {
    nameRowClassName: 'grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]',
    subjectLabel: 'Template subject',
    bodyRows: 6,
  },
} as const

interface TemplateFieldsProps {
  form: Pick<UseFormReturn<TemplateFormValues>, 'register' | 'formState'>
  /** An own message template of the composer, or an e-mail template of campaigns. */
  kind: keyof typeof KINDS
  /** Save is offered once the fields it needs are filled and nothing is being saved. */
  canSave: boolean
  onCancel: () => void
}

export function TemplateFields({ form, kind, canSave, onCancel }: TemplateFieldsProps) {
  const { nameRowClassName, subjectLabel, bodyRows } = KINDS[kind]
  const id = useId()
  const { errors } = form.formState
  return (
    <>
      <div className={nameRowClassName}>
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
        <Label htmlFor={`${id}-subject`}>{subjectLabel}</Label>
        <Input id={`${id}-subject`} maxLength={200} {...form.register('subject')} />
        <FormMessage>{errors.subject?.message}</FormMessage>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-body`}>Template message</Label>
        <Textarea id={`${id}-body`} rows={bodyRows} {...form.register('body')} />
        <FormMessage>{errors.body?.message}</FormMessage>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!canSave}>
          Save template
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </>
  )
}
