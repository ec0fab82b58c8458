/**
 * Connecting a CRM (docs/decisions/0027-crm-push.md): the credentials are checked with the CRM
 * first (HubSpot: the token, and the lead properties created; Podio: app authentication and the
 * app's text fields; a webhook: the SSRF guard), then sealed and kept. A webhook's signing
 * secret is generated here and given back once.
 */
import type {
  ConnectCrmRequest,
  ConnectCrmResponse,
  CrmConnectionView,
  CrmProvider,
} from '@common/contracts/crm'
import type { Db } from '../../../db/client'
import type { CrmConnection, SessionUser } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import { postTargetProblem } from '../../../lib/guarded-post'
import { generateWebhookSecret } from '../../../lib/signed-webhook'
import { limitsFor } from '../../billing'
import type { CrmRuntime } from '../crm.deps'
import { providerFailure } from '../crm-errors'
import { CrmProviderError } from '../providers/crm-http'
import { createHubSpotClient } from '../providers/hubspot'
import { connectPodio } from '../providers/podio'
import { PODIO_FIELD_IDS } from '../push/podio-push'
import { deleteConnection, selectConnections, upsertConnection } from './connections.queries'
import { sealCredentials } from './credentials'

export const PROVIDER_NAMES: Record<CrmProvider, string> = {
  hubspot: 'HubSpot',
  podio: 'Podio',
  webhook: 'the webhook',
}

function toConnectionView(row: CrmConnection): CrmConnectionView {
  return {
    id: row.id,
    provider: row.provider as CrmProvider,
    label: row.label,
    status: row.status as CrmConnectionView['status'],
    lastError: row.lastError,
    connectedAt: row.createdAt.toISOString(),
    lastPushedAt: row.lastPushedAt?.toISOString() ?? null,
  }
}

/** 403 unless the plan includes CRM push (Pro, Elite). */
export function assertCrmInPlan(user: SessionUser): 'push' | 'sync' {
  const crm = limitsFor(user).crm
  if (crm === 'none') {
    throw AppError.forbidden(
      'CRM_NOT_IN_PLAN',
      'Pushing leads to a CRM is part of the Pro and Elite plans. Upgrade to connect HubSpot, Podio or a webhook.',
      { requiresSubscription: true },
    )
  }
  return crm
}

export async function listConnections(db: Db, user: SessionUser) {
  const rows = await selectConnections(db, user.id)
  return { connections: rows.map(toConnectionView), plan: limitsFor(user).crm }
}

export async function connectCrm(
  db: Db,
  runtime: CrmRuntime,
  user: SessionUser,
  request: ConnectCrmRequest,
): Promise<ConnectCrmResponse> {
  assertCrmInPlan(user)
  const box = runtime.box
  if (!box) {
    throw new AppError(
      'CRM_NOT_CONFIGURED',
      'CRM connections need SECRETS_SEALING_KEY on this server to keep credentials encrypted.',
      503,
    )
  }
  const name = PROVIDER_NAMES[request.provider]
  try {
    if (request.provider === 'hubspot') {
      const client = createHubSpotClient({
        baseUrl: runtime.endpoints.hubspot,
        accessToken: request.accessToken,
        sleep: runtime.sleep,
      })
      await client.prepareAccount()
      const row = await upsertConnection(db, {
        userId: user.id,
        provider: 'hubspot',
        label: `HubSpot private app (token ending ${request.accessToken.slice(-4)})`,
        sealedCredentials: sealCredentials(box, { accessToken: request.accessToken }),
        settings: {},
      })
      return { connection: toConnectionView(row) }
    }
    if (request.provider === 'podio') {
      const { provider: _provider, ...credentials } = request
      const podio = await connectPodio({
        baseUrl: runtime.endpoints.podio,
        credentials,
        sleep: runtime.sleep,
      })
      const app = await podio.describeApp()
      const fields = PODIO_FIELD_IDS.filter((id) => app.textFields.includes(id))
      if (fields.length === 0) {
        throw AppError.badRequest(
          'CRM_PROVIDER_ERROR',
          `The Podio app “${app.name}” has no text field to fill. Add text fields with the external ids ${PODIO_FIELD_IDS.slice(0, 4).join(', ')}... (see Settings help), then connect again.`,
        )
      }
      const row = await upsertConnection(db, {
        userId: user.id,
        provider: 'podio',
        label: `Podio app “${app.name}”`,
        sealedCredentials: sealCredentials(box, credentials),
        settings: { appId: credentials.appId, fields },
      })
      return { connection: toConnectionView(row) }
    }
    const problem = await postTargetProblem(request.url, runtime.allowPrivateTargets)
    if (problem) {
      throw AppError.badRequest(
        'CRM_TARGET_REFUSED',
        `This webhook URL cannot be used: ${problem}. Use a public https:// address of your automation tool.`,
      )
    }
    const secret = generateWebhookSecret()
    const row = await upsertConnection(db, {
      userId: user.id,
      provider: 'webhook',
      label: `Webhook to ${new URL(request.url).host}`,
      sealedCredentials: sealCredentials(box, { secret }),
      settings: { url: request.url },
    })
    return { connection: toConnectionView(row), webhookSecret: secret }
  } catch (error) {
    if (error instanceof CrmProviderError) throw providerFailure(name, error, 'connect')
    throw error
  }
}

export async function removeConnection(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteConnection(db, userId, id))) {
    throw AppError.notFound('CRM_CONNECTION_NOT_FOUND', 'CRM connection not found')
  }
}
