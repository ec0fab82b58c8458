/**
 * The buyer's side of the fake PayPal: the approve links a subscription and a plan change
 * (revise) carry. Opening one approves at once and sends the buyer back to the return URL the
 * way PayPal does: with `subscription_id`, `ba_token` and a `token` that is neither, and no
 * `PayerID` (seen in public integrations; PayPal's API documents do not describe the return
 * URL). With user_action SUBSCRIBE_NOW, PayPal then activates the subscription itself.
 */
import {
  activateBySystem,
  changeStatus,
  type FakePayPalRequest,
  type FakePayPalState,
  type FakeReply,
  type FakeSubscription,
  randomCode,
  randomPayerId,
} from './fake-paypal-state'

/** The buyer approves: APPROVAL_PENDING -> APPROVED; PayPal activates it when its time comes. */
export function approveSubscription(
  state: FakePayPalState,
  sub: FakeSubscription,
  payerId?: string,
): void {
  if (sub.status !== 'APPROVAL_PENDING') {
    throw new Error(`fake PayPal: ${sub.id} is not waiting for approval`)
  }
  sub.payerId = payerId ?? randomPayerId()
  changeStatus(state, sub, 'APPROVED')
  if (sub.userAction !== 'SUBSCRIBE_NOW' || state.systemActivationDelayMs === null) return
  if (state.systemActivationDelayMs === 0) {
    activateBySystem(state, sub)
    return
  }
  const timer = setTimeout(() => {
    state.timers.delete(timer)
    activateBySystem(state, sub)
  }, state.systemActivationDelayMs)
  state.timers.add(timer)
}

/** The buyer consents to a plan change: the subscription is on the new plan from now on. */
function consentToRevision(state: FakePayPalState, sub: FakeSubscription): void {
  if (!sub.revision) throw new Error(`fake PayPal: ${sub.id} has no plan change to consent to`)
  sub.planId = sub.revision.planId
  sub.revision = null
  changeStatus(state, sub, sub.status)
}

function backTo(url: string, sub: FakeSubscription, baToken: string): FakeReply {
  const back = new URL(url)
  back.searchParams.set('subscription_id', sub.id)
  back.searchParams.set('ba_token', baToken)
  back.searchParams.set('token', randomCode(17))
  return { status: 302, headers: { Location: back.toString() } }
}

const notWaiting = (): FakeReply => ({
  status: 404,
  body: { message: 'Nothing is waiting for approval on this link' },
})

/** GET /webapps/billing/subscriptions?ba_token=…: the subscription's approve link. */
export function approvalPage(state: FakePayPalState, request: FakePayPalRequest): FakeReply {
  const baToken = request.query.get('ba_token') ?? ''
  const sub = [...state.subscriptions.values()].find((s) => s.baToken === baToken)
  if (sub?.status !== 'APPROVAL_PENDING' || !sub.returnUrl) return notWaiting()
  approveSubscription(state, sub)
  return backTo(sub.returnUrl, sub, baToken)
}

/** GET /webapps/billing/subscriptions/update?ba_token=…: a plan change's approve link. */
export function revisionPage(state: FakePayPalState, request: FakePayPalRequest): FakeReply {
  const baToken = request.query.get('ba_token') ?? ''
  const sub = [...state.subscriptions.values()].find((s) => s.revision?.baToken === baToken)
  const returnUrl = sub?.revision?.returnUrl
  if (!sub || !returnUrl) return notWaiting()
  consentToRevision(state, sub)
  return backTo(returnUrl, sub, baToken)
}
