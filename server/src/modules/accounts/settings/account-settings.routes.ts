/**
 * The account calls of the settings page (docs/decisions/0028): names, password, e-mail change
 * (request and the link's confirmation) and notification preferences. Thin: validate, call the
 * service, answer.
 */
import { messageResponse, userResponse } from '@common/contracts/accounts'
import {
  changeEmailRequest,
  changePasswordRequest,
  confirmEmailChangeRequest,
  confirmEmailChangeResponse,
  notificationPreferences,
  SETTINGS_MESSAGES,
  updateProfileRequest,
} from '@common/contracts/settings'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../../http/app-error'
import type { AccountsDeps } from '../accounts.deps'
import { requireUser } from '../session.plugin'
import { presentUser } from '../user.presenter'
import { confirmEmailChange, requestEmailChange } from './email-change.service'
import {
  notificationPreferencesOf,
  saveNotificationPreferences,
} from './notification-preferences.service'
import { changePassword } from './password-change.service'
import { updateProfile } from './profile.service'

export function accountSettingsRoutes(deps: AccountsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/api/user/profile',
      {
        onRequest: requireUser,
        schema: {
          body: updateProfileRequest,
          response: { 200: z.object({ message: z.string(), user: userResponse }) },
        },
      },
      async (request) => {
        const user = await updateProfile(deps, request.user, request.body)
        return { message: SETTINGS_MESSAGES.profileSaved, user: presentUser(user) }
      },
    )

    app.post(
      '/api/user/password',
      {
        onRequest: requireUser,
        schema: { body: changePasswordRequest, response: { 200: messageResponse } },
      },
      async (request) => {
        const session = await request.session()
        if (!session) throw AppError.unauthorized()
        await changePassword(deps, {
          ...request.body,
          user: request.user,
          ip: request.ip,
          currentSid: session.sid,
        })
        return { message: SETTINGS_MESSAGES.passwordChanged }
      },
    )

    app.post(
      '/api/user/email',
      {
        onRequest: requireUser,
        schema: { body: changeEmailRequest, response: { 200: messageResponse } },
      },
      async (request) => {
        const to = await requestEmailChange(deps, {
          ...request.body,
          user: request.user,
          ip: request.ip,
        })
        return { message: SETTINGS_MESSAGES.emailChangeSent(to) }
      },
    )

    // The link proves the new mailbox; the request before it proved the password. No session
    // is needed: the link may be opened on another device.
    app.post(
      '/api/user/email/confirm',
      {
        schema: {
          body: confirmEmailChangeRequest,
          response: { 200: confirmEmailChangeResponse },
        },
      },
      async (request) => {
        const email = await confirmEmailChange(deps, { token: request.body.token, ip: request.ip })
        return { message: SETTINGS_MESSAGES.emailChanged(email), email }
      },
    )

    app.get(
      '/api/settings/notifications',
      { onRequest: requireUser, schema: { response: { 200: notificationPreferences } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        return notificationPreferencesOf(deps.db, request.user.id)
      },
    )

    app.put(
      '/api/settings/notifications',
      {
        onRequest: requireUser,
        schema: { body: notificationPreferences, response: { 200: notificationPreferences } },
      },
      async (request) => saveNotificationPreferences(deps.db, request.user.id, request.body),
    )
  }
}
