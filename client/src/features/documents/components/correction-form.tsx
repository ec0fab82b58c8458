import { CORRECTION_FIELD_LABELS } from '@common/field-corrections'
import { zodResolver } from '@hookform/resolvers/zod'
import { TextSelect } from 'lucide-react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { FormMessage } from '@/components/ui/form-message'
import { Input } from '@/components/ui/input'
import { PendingButton } from '@/components/ui/pending-button'
import { toast } from '@/hooks/use-toast'
import { apiErrorMessage } from '@/lib/api'
import { useCorrectField } from '../api/correct-field'
import { type CorrectionDraft, correctionForm } from '../lib/correction-form'
import type { PageSelection } from '../lib/pdf-selection'

interface CorrectionFormProps {
  documentId: string
  draft: CorrectionDraft<PageSelection>
  onDone: () => void
  onCancel: () => void
}

/**
 * Corrects one field in place: the value typed, or the text selected on the page (kept as the
 * correction's evidence unless the user lets it go). Checked as the server checks it; the
 * server's refusal is shown under the value.
 */
export function CorrectionForm({ documentId, draft, onDone, onCancel }: CorrectionFormProps) {
  const ids = useId()
  const label = CORRECTION_FIELD_LABELS[draft.field]
  const schema = useMemo(() => correctionForm(draft.field), [draft.field])
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { value: draft.value },
  })
  const [evidence, setEvidence] = useState(draft.evidence)
  const correct = useCorrectField()
  const input = useRef<HTMLInputElement | null>(null)
  const { ref, ...valueField } = form.register('value')

  useEffect(() => {
    input.current?.focus()
    input.current?.select()
  }, [])

  const save = form.handleSubmit(({ value }) =>
    correct.mutate(
      { id: documentId, body: { field: draft.field, value, evidence: evidence ?? undefined } },
      {
        onSuccess: (response) => {
          toast({
            title: 'Correction Saved',
            description: response.layoutLearned
              ? `${label} is corrected. The next document of this layout on your account will be read the same way.`
              : `${label} is corrected.`,
          })
          onDone()
        },
        onError: (error) =>
          form.setError('value', {
            message:
              apiErrorMessage(error) ?? 'The correction could not be saved. Please try again.',
          }),
      },
    ),
  )
  const error = form.formState.errors.value?.message

  return (
    <form
      onSubmit={save}
      aria-label={`Correct ${label}`}
      className="mt-1 grid gap-2 rounded-md border border-sky-200 bg-sky-50/60 p-2"
    >
      <label htmlFor={`${ids}-value`} className="font-medium text-slate-800 text-xs">
        Correct {label.toLowerCase()}: type it, or select it on the page
      </label>
      <Input
        id={`${ids}-value`}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids}-error` : undefined}
        {...valueField}
        ref={(element) => {
          ref(element)
          input.current = element
        }}
      />
      <FormMessage id={`${ids}-error`}>{error}</FormMessage>
      {evidence && (
        <p className="flex flex-wrap items-center gap-1.5 text-slate-700 text-xs">
          <TextSelect className="size-3.5" aria-hidden="true" />
          From your selection on page {evidence.page}.
          <button
            type="button"
            className="underline underline-offset-2 hover:text-slate-900"
            onClick={() => setEvidence(null)}
          >
            Use the typed value only
          </button>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <PendingButton type="submit" size="sm" pending={correct.isPending} pendingLabel="Saving...">
          Save correction
        </PendingButton>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
