import type { OperatorSource } from '@common/contracts/operator'
import { useState } from 'react'
import { Label } from '@/components/ui/label'
import { PendingButton } from '@/components/ui/pending-button'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/hooks/use-toast'
import { apiErrorMessage } from '@/lib/api'
import { useReviewSource } from '../api/operator-sources'

/**
 * Records the operator's review: what they read in the source's robots.txt and terms. With a
 * review shipped with the catalogue, empty notes accept that review in the operator's name.
 */
export function ReviewForm({ source }: { source: OperatorSource }) {
  const review = useReviewSource()
  const [notes, setNotes] = useState('')
  const canAccept = source.shippedReviewEnables && notes.trim() === ''
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        review.mutate(
          { id: source.id, notes },
          {
            onSuccess: () => {
              setNotes('')
              toast({ title: 'Review Recorded', description: `${source.name} may now be enabled.` })
            },
            onError: (error) =>
              toast({
                title: 'Review Not Recorded',
                description: apiErrorMessage(error) ?? 'Try again.',
                variant: 'destructive',
              }),
          },
        )
      }}
    >
      <Label htmlFor="review-notes">What you read in its robots.txt and terms</Label>
      <Textarea
        id="review-notes"
        value={notes}
        maxLength={1000}
        onChange={(event) => setNotes(event.target.value)}
        placeholder={
          source.shippedReviewEnables
            ? 'Leave empty to accept the review shipped with the catalogue'
            : 'e.g. robots.txt allows /foreclosures; the terms allow reading public records'
        }
      />
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
