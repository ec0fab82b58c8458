/**
 * POST /api/forgot-password and POST /api/reset-password. Validation failures of the reset
 * carry the message also as `error`, which is the field the client reads for a 400 (spec 7).
 */
import {
  ACCOUNT_MESSAGES,
  forgotPasswordRequest,
  messageResponse,
  resetPasswordRequest,
} from '@common/contracts/accounts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../http/app-error'
import { type AccountsDeps, runAfterReply } from './accounts.deps'
import { requestPasswordReset, resetPassword } from './password-reset.service'

export function passwordResetRoutes(deps: AccountsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/forgot-password',
      { schema: { body: forgotPasswordRequest, response: { 200: messageResponse } } },
      async (request) => {
        const issueLink = await requestPasswordReset(deps, {
          email: request.body.email,
          ip: request.ip,
        })
        runAfterReply(deps, 'password reset e-mail', issueLink)
        return { message: ACCOUNT_MESSAGES.resetEmailSent }
      },
    )

    app.post(
      '/api/reset-password',
      { schema: { response: { 200: messageResponse } } },
      async (request) => {
        const parsed = resetPasswordRequest.safeParse(request.body ?? {})
        if (!parsed.success) {
          const fields = parsed.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          }))
          const message = fields[0]?.message ?? 'Invalid request'
          throw new AppError('VALIDATION_FAILED', message, 400, { error: message, fields })
        }
        const current = await request.session()
        await resetPassword(deps, {
          token: parsed.data.token,
          newPassword: parsed.data.newPassword,
          ip: request.ip,
          currentSid: current?.sid,
        })
        return { message: ACCOUNT_MESSAGES.passwordReset }
      },
    )
  }
}
