import type { OperatorSource } from '@common/contracts/operator'
import { reviewSourceRequest } from '@common/contracts/operator'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Label } from '@/components/ui/label'
import { PendingButton } from '@/components/ui/pending-button'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/hooks/use-toast'
import { apiErrorMessage } from '@/lib/api'
import { useReviewSource } from '../api/operator-sources'

type ReviewValues = z.input<typeof reviewSourceRequest>
type ReviewRequest = z.output<typeof reviewSourceRequest>

/**
 * Records the operator's review: what they read in the source's robots.txt and terms. When the
 * review shipped with the catalogue read a robots.txt that allows us, empty notes accept it in
 * the operator's name.
 */
export function ReviewForm({ source }: { source: OperatorSource }) {
  const review = useReviewSource()
  const form = useForm<ReviewValues, unknown, ReviewRequest>({
    resolver: zodResolver(reviewSourceRequest),
    defaultValues: { notes: '' },
  })
  const notes = form.watch('notes') ?? ''
  const canAccept = source.shippedReviewEnables && notes.trim() === ''
  const error = form.formState.errors.notes?.message
  return (
    <form
      className="grid gap-2"
      onSubmit={form.handleSubmit((values) =>
        review.mutate(
          { id: source.id, notes: values.notes },
          {
            onSuccess: () => {
              form.reset({ notes: '' })
              toast({ title: 'Review Recorded', description: `${source.name} may now be enabled.` })
            },
            onError: (failure) =>
              toast({
                title: 'Review Not Recorded',
                description: apiErrorMessage(failure) ?? 'Try again.',
                variant: 'destructive',
              }),
          },
        ),
      )}
    >
      <Label htmlFor="review-notes">What you read in its robots.txt and terms</Label>
      <Textarea
        id="review-notes"
        maxLength={1000}
        aria-invalid={error ? true : undefined}
        placeholder={
          source.shippedReviewEnables
            ? 'Leave empty to accept the review shipped with the catalogue'
            : 'e.g. robots.txt allows /foreclosures; the terms allow reading public records'
        }
        {...form.register('notes')}
      />
      {error && <p className="text-destructive text-sm">{error}</p>}
      <PendingButton
        type="submit"
        size="sm"
        className="justify-self-start"
        pending={review.isPending}
        disabled={!canAccept && notes.trim() === ''}
      >
        {canAccept ? 'Accept the shipped review' : 'Record my review'}
      </PendingButton>
    </form>
  )
}
