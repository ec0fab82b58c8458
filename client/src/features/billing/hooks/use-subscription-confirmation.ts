import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { toast } from '@/hooks/use-toast'
import { completeSubscription } from '../api/complete-subscription'
import { useUsage } from '../api/get-usage'
import { completionRequest, type SubscriptionReturn } from '../lib/subscription-return'
import {
  completeSubscriptionErrorToast,
  subscriptionActivatedToast,
} from '../lib/subscription-toasts'

/** What /subscription-success shows; 'done' only once the server has confirmed the tier. */
export type ConfirmationOutcome =
  | { state: 'processing' }
  | { state: 'done'; tier: string }
  | { state: 'activating'; tier: string; message: string }
  | { state: 'nothing' }
  | { state: 'failed'; message: string }

/** How often, and how many times, a 'pending' answer is asked again (about 30 s in all). */
const PENDING_RETRY = { attempts: 10, intervalMs: 3000 }

/**
 * Confirms the subscription PayPal returned from, with the server: completes it when the return
 * URL carries something to complete (asking again while PayPal is still activating it), else
 * only asks the server whether a subscription is active. The tier in the URL is never shown as
 * paid: 'Payment Successful!' waits for the server's word.
 */
export function useSubscriptionConfirmation(back: SubscriptionReturn): ConfirmationOutcome {
  const queryClient = useQueryClient()
  const { canComplete } = back
  const request = JSON.stringify(completionRequest(back))
  const [outcome, setOutcome] = useState<ConfirmationOutcome>({ state: 'processing' })
  const usage = useUsage(!canComplete)

  useEffect(() => {
    if (!canComplete) return
    let current = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const attempt = (round: number) => {
      completeSubscription(queryClient, JSON.parse(request)).then(
        (reply) => {
          if (!current) return
          if (reply.status === 'active') {
            toast(subscriptionActivatedToast(reply.tier))
            setOutcome({ state: 'done', tier: reply.tier })
          } else if (round + 1 >= PENDING_RETRY.attempts) {
            setOutcome({ state: 'activating', tier: reply.tier, message: reply.message })
          } else {
            timer = setTimeout(() => attempt(round + 1), PENDING_RETRY.intervalMs)
          }
        },
        (error: unknown) => {
          if (!current) return
          const failure = completeSubscriptionErrorToast(error)
          toast(failure)
          setOutcome({ state: 'failed', message: failure.description })
        },
      )
    }
    attempt(0)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [canComplete, queryClient, request])

  if (canComplete) return outcome
  if (usage.isPending) return { state: 'processing' }
  return usage.data?.isActive ? { state: 'done', tier: usage.data.tier } : { state: 'nothing' }
}
