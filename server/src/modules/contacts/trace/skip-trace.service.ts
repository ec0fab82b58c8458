/**
 * Skip tracing one lead: every named defendant (co-borrowers, heirs) is traced at the lead's
 * property. For each one the 90-day cache answers first; otherwise the trace claims the cache row,
 * takes one skip trace of the month's allowance (one conditional upsert: parallel traces cannot
 * overspend) and asks the provider. Persons are tied to defendants by evidence (person-matching);
 * a defendant nobody matched gives its trace back, so an unmatched trace costs nothing. The
 * phones found are scrubbed for DNC and litigators, then the persons replace the defendant's
 * earlier ones and the lead's contactCount is updated.
 */
import { randomUUID } from 'node:crypto'
import { CONTACT_MESSAGES, type SkipTraceLeadResponse } from '@common/contracts/contacts'
import type { LeadView } from '@common/contracts/leads'
import type { SessionUser } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import { consumeMonthlyUsage, limitsFor, releaseMonthlyUsage } from '../../billing'
import { setLeadContactCount } from '../../leads'
import type { ContactsDeps } from '../contacts.deps'
import {
  ContactProviderError,
  type TraceAddress,
  type TraceRequest,
} from '../providers/contact-providers'
import { countPersons, type DefendantOutcome, storeOutcomes } from './contact-persons.queries'
import { type Defendant, defendantsToTrace } from './defendants'
import { assertTracingInPlan, leadContactsFor, ownLead } from './lead-contacts.service'
import { leadProperty } from './lead-property'
import { permissibleUseAcceptedAt } from './permissible-use.service'
import { matchPersons } from './person-matching'
import { scrubNumbers } from './phone-compliance.service'
import {
  awaitTrace,
  claimTrace,
  releaseTrace,
  settleTrace,
  traceCacheKey,
} from './trace-cache.queries'

/** What tracing one lead did: each defendant's outcome and how many traces it charged. */
export interface LeadTraceResult {
  outcomes: DefendantOutcome[]
  charged: number
}

interface Purchase {
  defendant: Defendant
  cacheKey: string
  claim: string
  requestId: string
}

/** The checks before any trace: plan, permissible use (403s). */
export async function assertMayTrace(deps: ContactsDeps, user: SessionUser): Promise<void> {
  assertTracingInPlan(user)
  if (!(await permissibleUseAcceptedAt(deps.db, user.id))) {
    throw AppError.forbidden('PERMISSIBLE_USE_REQUIRED', CONTACT_MESSAGES.permissibleUse)
  }
}

/** The defendants and property of a lead, or 400 NOTHING_TO_TRACE. */
function traceTargets(lead: LeadView): { defendants: Defendant[]; property: TraceAddress } {
  const defendants = defendantsToTrace(lead.defendantName)
  if (defendants.length === 0) {
    throw AppError.badRequest('NOTHING_TO_TRACE', CONTACT_MESSAGES.noDefendants)
  }
  const property = leadProperty(lead)
  if (!property) throw AppError.badRequest('NOTHING_TO_TRACE', CONTACT_MESSAGES.noAddress)
  return { defendants, property }
}

const outcome = (
  defendant: Defendant,
  status: DefendantOutcome['status'],
  extra: Partial<DefendantOutcome> = {},
): DefendantOutcome => ({
  defendantName: defendant.name,
  searchedName: defendant.searchedName,
  status,
  fromCache: false,
  persons: [],
  source: null,
  simulated: false,
  tracedAt: new Date(),
  ...extra,
})

/**
 * Traces the lead's defendants and stores what was found. Throws SKIP_TRACE_LIMIT when the
 * allowance stopped every defendant that needed buying and nothing came from the cache, and
 * CONTACT_PROVIDER_ERROR (nothing charged) when the provider failed.
 */
export async function traceLeadDefendants(
  deps: ContactsDeps,
  user: SessionUser,
  lead: LeadView,
): Promise<LeadTraceResult> {
  const { db, providers } = deps
  const { defendants, property } = traceTargets(lead)
  const limit = limitsFor(user).skipTracesPerMonth
  const startedAt = new Date()
  const outcomes: DefendantOutcome[] = []
  const purchases: Purchase[] = []
  const waiting: { defendant: Defendant; cacheKey: string }[] = []

  for (const defendant of defendants) {
    const cacheKey = traceCacheKey(defendant, property)
    const claim = await claimTrace(db, user.id, cacheKey)
    if (!claim) {
      waiting.push({ defendant, cacheKey })
      continue
    }
    const quota = await consumeMonthlyUsage(db, {
      userId: user.id,
      counter: 'skipTraces',
      limit,
      now: startedAt,
    })
    if (!quota.ok) {
      await releaseTrace(db, user.id, cacheKey, claim)
      outcomes.push(outcome(defendant, 'limit_reached'))
      continue
    }
    purchases.push({ defendant, cacheKey, claim, requestId: randomUUID() })
  }

  let charged = 0
  if (purchases.length > 0) {
    const requests: TraceRequest[] = purchases.map((purchase) => ({
      requestId: purchase.requestId,
      name: { first: purchase.defendant.first, last: purchase.defendant.last },
      propertyAddress: property,
    }))
    let answer: Awaited<ReturnType<typeof providers.skipTrace.trace>>
    try {
      answer = await providers.skipTrace.trace(requests)
    } catch (error) {
      for (const purchase of purchases) {
        await releaseTrace(db, user.id, purchase.cacheKey, purchase.claim)
      }
      await releaseMonthlyUsage(db, {
        userId: user.id,
        counter: 'skipTraces',
        amount: purchases.length,
        now: startedAt,
      })
      if (error instanceof ContactProviderError) {
        deps.log?.warn({ err: error, leadId: lead.id }, 'skip trace provider failed')
        throw new AppError('CONTACT_PROVIDER_ERROR', CONTACT_MESSAGES.providerFailed, 502)
      }
      throw error
    }
    const bought = purchases.map((purchase) => purchase.defendant)
    const matches = matchPersons(
      answer.persons,
      bought,
      property,
      (defendant) => purchases.find((purchase) => purchase.defendant === defendant)!.requestId,
    )
    const { kind: source, simulated } = providers.skipTrace
    for (const purchase of purchases) {
      const found = matches.filter((match) => match.defendant === purchase.defendant)
      const status = found.length > 0 ? 'matched' : 'unmatched'
      await settleTrace(db, {
        userId: user.id,
        cacheKey: purchase.cacheKey,
        claim: purchase.claim,
        status,
        persons: found.map((match) => match.person),
        source,
        simulated,
      })
      if (status === 'matched') charged++
      outcomes.push(
        outcome(purchase.defendant, status, {
          persons: found.map(({ person, nameTokens, address }) => ({
            person,
            nameTokens,
            address,
          })),
          source,
          simulated,
        }),
      )
    }
    // An unmatched trace costs nothing: its allowance is given back.
    await releaseMonthlyUsage(db, {
      userId: user.id,
      counter: 'skipTraces',
      amount: purchases.length - charged,
      now: startedAt,
    })
  }

  for (const { defendant, cacheKey } of waiting) {
    const cached = await awaitTrace(db, user.id, cacheKey)
    if (!cached) {
      outcomes.push(outcome(defendant, 'failed'))
      continue
    }
    // The cached persons were matched to this name at this property when bought; the evidence
    // is checked again against this lead's defendant.
    const matches = matchPersons(
      cached.persons.map((person) => ({ ...person, requestId: null })),
      [defendant],
      property,
      () => '',
    )
    outcomes.push(
      outcome(defendant, matches.length > 0 ? 'matched' : 'unmatched', {
        fromCache: true,
        persons: matches.map(({ person, nameTokens, address }) => ({
          person,
          nameTokens,
          address,
        })),
        source: cached.source,
        simulated: cached.simulated,
        tracedAt: cached.fetchedAt,
      }),
    )
  }

  const limited = outcomes.filter((entry) => entry.status === 'limit_reached').length
  if (limited > 0 && limited === outcomes.length) {
    throw AppError.forbidden('SKIP_TRACE_LIMIT', CONTACT_MESSAGES.traceLimit(limit ?? 0))
  }

  const numbersOf = (entries: DefendantOutcome[]) =>
    entries.flatMap((entry) =>
      entry.persons.flatMap((stored) => stored.person.phones.map((phone) => phone.number)),
    )
  await scrubNumbers(db, {
    userId: user.id,
    provider: providers.phoneCompliance,
    realNumbers: numbersOf(outcomes.filter((entry) => !entry.simulated)),
    simulatedNumbers: numbersOf(outcomes.filter((entry) => entry.simulated)),
    log: deps.log,
  })
  await storeOutcomes(db, { userId: user.id, leadId: lead.id, outcomes })
  await setLeadContactCount(db, {
    userId: user.id,
    leadId: lead.id,
    count: await countPersons(db, user.id, lead.id),
  })
  return { outcomes, charged }
}

/** POST /api/leads/:id/skip-trace: the checks, the trace, then the lead's contacts. */
export async function skipTraceLead(
  deps: ContactsDeps,
  options: { user: SessionUser; leadId: string },
): Promise<SkipTraceLeadResponse> {
  const { user } = options
  await assertMayTrace(deps, user)
  const lead = await ownLead(deps.db, user.id, options.leadId)
  const result = await traceLeadDefendants(deps, user, lead)
  const contacts = await leadContactsFor(deps.db, {
    user,
    leadId: lead.id,
    lead,
    tracesSimulated: deps.providers.skipTrace.simulated,
  })
  return { ...contacts, charged: result.charged }
}
