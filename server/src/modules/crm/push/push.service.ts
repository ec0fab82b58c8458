/**
 * POST /api/crm/push (docs/decisions/0027-crm-push.md): the user's leads become CRM records (one
 * per defendant, keyed by county, case number and defendant), each claimed in crm_pushes before
 * it is sent so pushing twice, or twice at once, creates nothing twice. Pro pushes a record once;
 * Elite's sync sends it again when the lead changed (HubSpot upserts by key, Podio updates the
 * item). Sample leads are never pushed; contacts are the contacts module's real ones only.
 */
import type { CrmProvider, PushToCrmRequest, PushToCrmResponse } from '@common/contracts/crm'
import type { SessionUser } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import { findLeadsForUser } from '../../leads'
import { markConnection, selectConnection } from '../connections/connections.queries'
import { assertCrmInPlan, PROVIDER_NAMES } from '../connections/connections.service'
import { openCredentials } from '../connections/credentials'
import type { CrmDeps } from '../crm.deps'
import { providerFailure } from '../crm-errors'
import { CrmProviderError } from '../providers/crm-http'
import { pushToWebhook } from '../webhook/webhook-push'
import { buildCrmRecords } from './crm-records'
import { pushToHubSpot } from './hubspot-push'
import { pushToPodio } from './podio-push'
import { claimPush, completePush, releasePushes, selectPushes } from './push-claims.queries'
import type { ClaimedRecord, MarkSent } from './push-types'

async function requireConnection(deps: CrmDeps, user: SessionUser, provider: CrmProvider) {
  const name = PROVIDER_NAMES[provider]
  const connection = await selectConnection(deps.db, user.id, provider)
  if (!connection) {
    throw AppError.conflict(
      'CRM_NOT_CONNECTED',
      `Connect ${name} in Settings > CRM connections first, then push again.`,
    )
  }
  if (connection.status === 'needs_reconnect') {
    throw AppError.conflict(
      'CRM_AUTH_FAILED',
      `${name} refused the saved credentials. Reconnect ${name} in Settings > CRM connections, then push again.`,
    )
  }
  if (connection.status === 'disabled') {
    throw AppError.conflict(
      'CRM_NOT_CONNECTED',
      'The webhook was disabled after repeated failed deliveries. Connect it again in Settings > CRM connections to re-enable it.',
    )
  }
  return connection
}

export async function pushLeadsToCrm(
  deps: CrmDeps,
  user: SessionUser,
  request: PushToCrmRequest,
): Promise<PushToCrmResponse> {
  const mode = assertCrmInPlan(user)
  const { db, runtime } = deps
  const { provider } = request
  const connection = await requireConnection(deps, user, provider)
  if (!runtime.box) {
    throw new AppError(
      'CRM_NOT_CONFIGURED',
      'CRM connections need SECRETS_SEALING_KEY on this server to keep credentials encrypted.',
      503,
    )
  }
  const ids = [...new Set(request.leadIds)]
  const leads = await findLeadsForUser(db, { userId: user.id, ids })
  if (leads.length !== ids.length) {
    throw AppError.notFound('LEAD_NOT_FOUND', 'Lead not found')
  }
  const real = leads.filter((lead) => !lead.isSample).map((lead) => lead.id)
  const contacts = real.length > 0 ? await deps.contactsFor(user, real) : []
  const { records, skipped } = buildCrmRecords(leads, contacts)

  const reply: PushToCrmResponse = {
    provider,
    created: 0,
    updated: 0,
    unchanged: 0,
    inProgress: 0,
    queued: 0,
    skipped,
  }
  const sync = mode === 'sync'
  const known = await selectPushes(
    db,
    user.id,
    provider,
    records.map((record) => record.key),
  )
  const claimed: ClaimedRecord[] = []
  for (const record of records) {
    const row = known.get(record.key)
    if (row?.status === 'pushed' && (!sync || row.contentHash === record.hash)) {
      reply.unchanged++
      continue
    }
    const claim = await claimPush(db, {
      userId: user.id,
      connectionId: connection.id,
      provider,
      key: record.key,
      leadId: record.leadId,
      sync,
      hash: record.hash,
    })
    if (claim) claimed.push({ record, claim })
    else {
      const now = (await selectPushes(db, user.id, provider, [record.key])).get(record.key)
      if (now?.status === 'pushing') reply.inProgress++
      else reply.unchanged++
    }
  }

  const sent = new Set<string>()
  const markSent: MarkSent = async ({ record, claim }, result) => {
    await completePush(db, claim.id, {
      remoteId: result.remoteId,
      idProperty: result.idProperty,
      hash: record.hash,
    })
    sent.add(claim.id)
    reply[result.outcome]++
  }
  try {
    if (claimed.length > 0) {
      const credentials = openCredentials(runtime.box, connection.sealedCredentials)
      if (provider === 'hubspot') {
        await pushToHubSpot({
          baseUrl: runtime.endpoints.hubspot,
          accessToken: credentials.accessToken ?? '',
          claimed,
          markSent,
          sleep: runtime.sleep,
        })
      } else if (provider === 'podio') {
        await pushToPodio({
          baseUrl: runtime.endpoints.podio,
          credentials: {
            clientId: credentials.clientId ?? '',
            clientSecret: credentials.clientSecret ?? '',
            appId: credentials.appId ?? '',
            appToken: credentials.appToken ?? '',
          },
          fields: (connection.settings.fields as string[] | undefined) ?? ['title'],
          claimed,
          markSent,
          sleep: runtime.sleep,
        })
      } else {
        await pushToWebhook({
          db,
          jobs: deps.jobs,
          userId: user.id,
          connectionId: connection.id,
          claimed,
          markSent,
        })
      }
    }
  } catch (error) {
    await releasePushes(
      db,
      claimed.filter(({ claim }) => !sent.has(claim.id)).map(({ claim }) => claim.id),
    )
    if (error instanceof CrmProviderError) {
      const name = PROVIDER_NAMES[provider]
      if (error.kind === 'auth') {
        await markConnection(db, connection.id, {
          status: 'needs_reconnect',
          lastError: `${name} ${error.message}`,
        })
      }
      deps.log.warn({ provider, kind: error.kind, reason: error.message }, 'CRM push failed')
      throw providerFailure(name, error, 'push')
    }
    throw error
  }
  if (claimed.length > 0) await markConnection(db, connection.id, { lastPushedAt: new Date() })
  return reply
}
