/**
 * GET /api/account/export (a zip of everything the account holds) and POST /api/account/delete.
 * What other modules hold comes through ports built at the composition root
 * (server/src/composition/account-data.ts); accounts adds the profile itself.
 */
import { Readable } from 'node:stream'
import { messageResponse } from '@common/contracts/accounts'
import { deleteAccountRequest, SETTINGS_MESSAGES } from '@common/contracts/settings'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import JSZip from 'jszip'
import type { SessionUser } from '../../../db/schema'
import { AppError } from '../../../http/app-error'
import { hitThrottles } from '../../throttle'
import type { AccountsDeps } from '../accounts.deps'
import { requireUser } from '../session.plugin'
import { paypalSubscriptionIdOf } from '../subscription-record.service'
import { presentUser } from '../user.presenter'
import { type AccountDeletionSteps, deleteAccount } from './account-deletion.service'
import { notificationPreferencesOf } from './notification-preferences.service'

/** One file of the export: text, or a stream opened only when the zip reaches it. */
export interface ExportEntry {
  path: string
  content: string | (() => Promise<Readable>)
}

export interface AccountDataPorts {
  /** Everything other modules hold for the user, as files of the export. */
  exportEntries(user: SessionUser): Promise<ExportEntry[]>
  deletion: AccountDeletionSteps
}

const EXPORTS_PER_HOUR = 10

/** A stream that opens its source on first read, so a zip of many files holds one open at a time. */
function lazyStream(open: () => Promise<Readable>): AsyncGenerator<Buffer> {
  return (async function* () {
    const source = await open()
    for await (const chunk of source) yield chunk as Buffer
  })()
}

export function accountDataRoutes(
  deps: AccountsDeps & { ports: AccountDataPorts },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/account/export', { onRequest: requireUser }, async (request, reply) => {
      const user = request.user
      const refusal = await hitThrottles(deps.db, [
        { bucket: `export:user:${user.id}`, limit: EXPORTS_PER_HOUR, windowMs: 60 * 60 * 1000 },
      ])
      if (refusal)
        throw AppError.rateLimited(SETTINGS_MESSAGES.tooManyExports, refusal.retryAfterSeconds)
      const zip = new JSZip()
      const profile = {
        user: presentUser(user),
        subscription: {
          tier: user.subscriptionTier,
          status: user.subscriptionStatus,
          paypalSubscriptionId: await paypalSubscriptionIdOf(deps.db, user.id),
          endsAt: user.subscriptionEndsAt?.toISOString() ?? null,
        },
        notificationPreferences: await notificationPreferencesOf(deps.db, user.id),
        exportedAt: new Date().toISOString(),
      }
      zip.file('profile.json', JSON.stringify(profile, null, 2))
      for (const entry of await deps.ports.exportEntries(user)) {
        const { content } = entry
        if (typeof content === 'string') zip.file(entry.path, content)
        else zip.file(entry.path, Readable.from(lazyStream(content)))
      }
      const day = new Date().toISOString().slice(0, 10)
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="foreclosure-leads-export-${day}.zip"`)
        .header('cache-control', 'no-store')
      return reply.send(
        zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE' }),
      )
    })

    app.post(
      '/api/account/delete',
      {
        onRequest: requireUser,
        schema: { body: deleteAccountRequest, response: { 200: messageResponse } },
      },
      async (request, reply) => {
        const outcome = await deleteAccount(deps, deps.ports.deletion, {
          user: request.user,
          currentPassword: request.body.currentPassword,
          ip: request.ip,
        })
        reply.clearSessionCookie()
        const pending = outcome.deleted && outcome.filesRemaining !== 0
        return {
          message: pending
            ? SETTINGS_MESSAGES.accountDeletedFilesPending
            : SETTINGS_MESSAGES.accountDeleted,
        }
      },
    )
  }
}
