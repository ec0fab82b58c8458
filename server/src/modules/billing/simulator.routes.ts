/**
 * The simulator's approval page (PAYMENTS=simulator): a plain page of this app that says it is
 * a test payment and no money moves, with Approve and Cancel. Both send the payer back to this
 * app's own pages, as PayPal's return and cancel URLs would.
 */
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
  token: z.string().regex(/^SIM-[\w-]{6,40}$/, 'This test checkout link is not valid.'),
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
        const { token } = request.query as z.infer<typeof tokenQuery>
        const sub = await provider.find(token)
        if (!sub)
          throw AppError.notFound('CHECKOUT_NOT_FOUND', 'This test checkout does not exist.')
        const tier = sub.planId.replace('SIM-PLAN-', '').toLowerCase()
        const plan = findPlan(tier)
        const open = sub.status === 'APPROVAL_PENDING'
        const form = (action: string, label: string, kind: string) =>
          `<form method="post" action="${SIMULATOR_CHECKOUT_PATH}/${action}"><input type="hidden" name="token" value="${escapeHtml(sub.id)}"><button class="${kind}" type="submit">${label}</button></form>`
        return reply.type('text/html; charset=utf-8').send(
          page(`<p class="badge">Test payment: no money moves</p>
<h1>Approve your subscription</h1>
<p>This is the payment simulator of a development or test installation. It stands in for PayPal: nothing is charged and no card or account is needed.</p>
<dl><dt>Plan</dt><dd>${escapeHtml(plan?.name ?? tier)} (${escapeHtml(plan?.subtitle ?? '')})</dd><dt>Price</dt><dd>$${plan?.price ?? '?'} / month (simulated)</dd><dt>Reference</dt><dd>${escapeHtml(sub.id)}</dd></dl>
${open ? `<div class="actions">${form('approve', 'Approve test payment', 'primary')}${form('cancel', 'Cancel', 'secondary')}</div>` : `<p>This checkout is already ${escapeHtml(sub.status.toLowerCase())}.</p>`}`),
        )
      },
    )

    app.post(
      `${SIMULATOR_CHECKOUT_PATH}/approve`,
      { schema: { body: tokenQuery } },
      async (request, reply) => {
        const { token } = request.body as z.infer<typeof tokenQuery>
        const sub = await provider.approve(token).catch(checkoutRefusal)
        const tier = sub.planId.replace('SIM-PLAN-', '').toLowerCase()
        const query = new URLSearchParams({ tier, token: sub.id, PayerID: sub.payerId ?? '' })
        return reply.redirect(`${publicUrl}/subscription-success?${query}`, 303)
      },
    )

    app.post(
      `${SIMULATOR_CHECKOUT_PATH}/cancel`,
      { schema: { body: tokenQuery } },
      async (request, reply) => {
        const { token } = request.body as z.infer<typeof tokenQuery>
        await provider.decline(token).catch(checkoutRefusal)
        return reply.redirect(`${publicUrl}/subscription-cancelled`, 303)
      },
    )
  }
}
