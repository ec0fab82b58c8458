/**
 * The simulator's approval page (PAYMENTS=simulator): a plain page of this app that says it is
 * a test payment and no money moves, with Approve and Cancel, for a new subscription or a plan
 * change. Both send the payer back to this app's own pages as PayPal does: the success page
 * gets subscription_id, ba_token and a token that is neither, and no PayerID.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { findPlan } from '@common/plans'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { AppError } from '../../http/app-error'

import { escapeHtml } from '../../lib/escape-html'
import { PaymentProviderError } from './providers/payment-provider'

import { SIMULATOR_CHECKOUT_PATH, type SimulatorProvider } from './providers/simulator-provider'

const css = readFileSync(new URL('./simulator-checkout.css', import.meta.url), 'utf8')
const tokenQuery = z.object({
  ba_token: z.string().regex(/^BA-SIM[0-9A-F]{16}$/, 'This test checkout link is not valid.'),
})

/** The simulator's refusals in words a tester can act on (an unknown or a finished checkout). */
function checkoutRefusal(error: unknown): never {
  if (error instanceof PaymentProviderError && error.providerStatus === 404) {
    throw AppError.notFound('CHECKOUT_NOT_FOUND', 'This test checkout does not exist.')
  }
  if (error instanceof PaymentProviderError && error.providerStatus === 422) {
    const state = /is ([A-Z_]+),/.exec(error.message)?.[1]?.toLowerCase() ?? 'closed'
    throw AppError.conflict('CHECKOUT_NOT_OPEN', `This test checkout is already ${state}.`)
  }
  throw error
}

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test checkout (no money moves)</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><link rel="stylesheet" href="${SIMULATOR_CHECKOUT_PATH}.css"></head>
<body><main class="card">${body}</main></body></html>`
}

export function simulatorRoutes(options: {
  provider: SimulatorProvider
  publicUrl: string
}): FastifyPluginAsync {
  const { provider, publicUrl } = options
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )

    app.get(`${SIMULATOR_CHECKOUT_PATH}.css`, async (_request, reply) =>
      reply.type('text/css').send(css),
    )

    app.get(
      SIMULATOR_CHECKOUT_PATH,
      { schema: { querystring: tokenQuery } },
      async (request, reply) => {
        const { ba_token: baToken } = request.query as z.infer<typeof tokenQuery>
        const found = await provider.find(baToken)
        if (!found)
          throw AppError.notFound('CHECKOUT_NOT_FOUND', 'This test checkout does not exist.')
        const { row: sub, planChange } = found
        const plan = findPlan(tierOf(planChange ? (sub.pendingPlanId ?? '') : sub.planId))
        const open = planChange ? sub.status === 'ACTIVE' : sub.status === 'APPROVAL_PENDING'
        const form = (action: string, label: string, kind: string) =>
          `<form method="post" action="${SIMULATOR_CHECKOUT_PATH}/${action}"><input type="hidden" name="ba_token" value="${escapeHtml(baToken)}"><button class="${kind}" type="submit">${label}</button></form>`
        const title = planChange ? 'Approve your plan change' : 'Approve your subscription'
        return reply.type('text/html; charset=utf-8').send(
          page(`<p class="badge">Test payment: no money moves</p>
<h1>${title}</h1>
<p>This is the payment simulator of a development or test installation. It stands in for PayPal: nothing is charged and no card or account is needed.</p>
<dl><dt>Plan</dt><dd>${escapeHtml(plan?.name ?? '?')} (${escapeHtml(plan?.subtitle ?? '')})</dd><dt>Price</dt><dd>$${plan?.price ?? '?'} / month (simulated)</dd><dt>Reference</dt><dd>${escapeHtml(sub.id)}</dd></dl>
${open ? `<div class="actions">${form('approve', 'Approve test payment', 'primary')}${form('cancel', 'Cancel', 'secondary')}</div>` : `<p>This checkout is already ${escapeHtml(sub.status.toLowerCase())}.</p>`}`),
        )
      },
    )

    app.post(
      `${SIMULATOR_CHECKOUT_PATH}/approve`,
      { schema: { body: tokenQuery } },
      async (request, reply) => {
        const { ba_token: baToken } = request.body as z.infer<typeof tokenQuery>
        const sub = await provider.approve(baToken).catch(checkoutRefusal)
        const query = new URLSearchParams({
          tier: tierOf(sub.planId),
          subscription_id: sub.id,
          ba_token: baToken,
          token: randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
        })
        return reply.redirect(`${publicUrl}/subscription-success?${query}`, 303)
      },
    )

    app.post(
      `${SIMULATOR_CHECKOUT_PATH}/cancel`,
      { schema: { body: tokenQuery } },
      async (request, reply) => {
        const { ba_token: baToken } = request.body as z.infer<typeof tokenQuery>
        await provider.decline(baToken).catch(checkoutRefusal)
        return reply.redirect(`${publicUrl}/subscription-cancelled`, 303)
      },
    )
  }
}

/** The tier of a simulator plan id ('SIM-PLAN-PRO' -> 'pro'). */
function tierOf(planId: string): string {
  return planId.replace('SIM-PLAN-', '').toLowerCase()
}
